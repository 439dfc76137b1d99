import { describe, expect, it } from 'vitest';
import {
  PHONE_MASKS,
  applyMask,
  formatPhone,
  isComplete,
  isPhoneComplete,
  nationalPhoneDigits,
  phoneToE164,
  unmask,
} from './phoneMask.ts';

describe('PHONE_MASKS', () => {
  it('uses +7 (###) ### ## ## for ru and kz and +375 for by', () => {
    expect(PHONE_MASKS.ru).toBe('+7 (###) ### ## ##');
    expect(PHONE_MASKS.kz).toBe('+7 (###) ### ## ##');
    expect(PHONE_MASKS.by).toBe('+375 (##) ###-##-##');
  });
});

describe('applyMask', () => {
  it('fills # with digits, @ with letters and * with either, keeping literals', () => {
    expect(applyMask('##-##', '1234')).toBe('12-34');
    expect(applyMask('@@ ###', 'AB123')).toBe('AB 123');
    expect(applyMask('@@ ###', 'Жд123')).toBe('Жд 123');
    expect(applyMask('***-***', 'a1b2c3')).toBe('a1b-2c3');
  });

  it('drops characters that do not fit the token', () => {
    expect(applyMask('###', 'a1-2 3x')).toBe('123');
    expect(applyMask('@@', '1a2b')).toBe('ab');
  });

  it('shows partial input without trailing literals', () => {
    expect(applyMask(PHONE_MASKS.ru, '900')).toBe('+7 (900');
    expect(applyMask(PHONE_MASKS.ru, '9001')).toBe('+7 (900) 1');
    expect(applyMask(PHONE_MASKS.ru, '')).toBe('');
    expect(applyMask(PHONE_MASKS.ru, 'abc')).toBe('');
  });

  it('deletes back over a separator', () => {
    expect(applyMask(PHONE_MASKS.ru, '+7 (900) ')).toBe('+7 (900');
    expect(applyMask(PHONE_MASKS.ru, '+7 (')).toBe('');
  });

  it('gives a masked value back unchanged', () => {
    expect(applyMask(PHONE_MASKS.ru, '+7 (900) 123 45 67')).toBe('+7 (900) 123 45 67');
    expect(applyMask(PHONE_MASKS.by, '+375 (29) 123-45-67')).toBe('+375 (29) 123-45-67');
  });

  it('ignores input beyond the mask', () => {
    expect(applyMask('##', '12345')).toBe('12');
  });
});

describe('unmask and isComplete', () => {
  it('takes the typed characters out of the mask', () => {
    expect(unmask(PHONE_MASKS.ru, '+7 (900) 123 45 67')).toBe('9001234567');
    expect(unmask('@@ ###', 'AB 12')).toBe('AB12');
  });

  it('is complete only when every token is filled', () => {
    expect(isComplete(PHONE_MASKS.ru, '+7 (900) 123 45 67')).toBe(true);
    expect(isComplete(PHONE_MASKS.ru, '+7 (900) 123 45 6')).toBe(false);
    expect(isComplete('##', '')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('formats typing from the first digit', () => {
    expect(formatPhone('ru', '9')).toBe('+7 (9');
    expect(formatPhone('ru', '+7 (900) 12')).toBe('+7 (900) 12');
    expect(formatPhone('ru', '')).toBe('');
  });

  it('reads a pasted number with +7, 7 or 8 in front', () => {
    for (const pasted of [
      '+7 900 123-45-67',
      '+79001234567',
      '79001234567',
      '89001234567',
      '8 (900) 123 45 67',
    ]) {
      expect(formatPhone('ru', pasted)).toBe('+7 (900) 123 45 67');
    }
  });

  it('keeps a Kazakh number that starts with 7', () => {
    expect(formatPhone('kz', '7011234567')).toBe('+7 (701) 123 45 67');
    expect(formatPhone('kz', '+7 (701) 123 45 67')).toBe('+7 (701) 123 45 67');
    expect(formatPhone('kz', '87011234567')).toBe('+7 (701) 123 45 67');
  });

  it('reaches the full number when the player types 8 first', () => {
    expect(formatPhone('ru', formatPhone('ru', '8900123456') + '7')).toBe('+7 (900) 123 45 67');
  });

  it('formats Belarusian numbers with +375', () => {
    expect(formatPhone('by', '+375291234567')).toBe('+375 (29) 123-45-67');
    expect(formatPhone('by', '80291234567')).toBe('+375 (29) 123-45-67');
    expect(formatPhone('by', '29123')).toBe('+375 (29) 123');
  });
});

describe('phone completeness', () => {
  it('gives the number for the server only when complete', () => {
    expect(phoneToE164('ru', '+7 (900) 123 45 67')).toBe('+79001234567');
    expect(phoneToE164('by', '+375 (29) 123-45-67')).toBe('+375291234567');
    expect(phoneToE164('ru', '+7 (900) 123 45')).toBeNull();
    expect(isPhoneComplete('kz', '7011234567')).toBe(true);
    expect(nationalPhoneDigits('ru', '+7 (900) 1')).toBe('9001');
  });
});
