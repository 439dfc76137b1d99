// The slots' maths and the spin verifier, a subpath of their own (`@casino/core/slots`): the pages that check a spin
// load them, and the barrel every first page imports does not carry the reel strips.
export * from './model.ts';
export * from './models.ts';
export * from './spin.ts';
export * from './rtp.ts';
export * from './verifySpin.ts';
