import { err, type DomainError, type Logger, type Result } from '@casino/core';

/** An API port: every member is a call answering a result. */
export type ApiPort<T> = {
  readonly [K in keyof T]: (...args: never[]) => Promise<Result<unknown, DomainError>>;
};

/**
 * Every method of the port named once, the compiler checking the list is whole. The values are not read: a table
 * that says something else of each method (`true`, or whether it is page data) serves.
 */
export type PortMethods<T> = { readonly [K in keyof T]-?: unknown };

/** The answer to a call whose adapter could not be loaded (offline, or a new build replaced the chunk). */
const NOT_LOADED: DomainError = { kind: 'network', message: 'Network Error' };

/**
 * `load`, run on the first call and shared by the calls after it; a load that fails is run again on the next call
 * (a chunk that could not be fetched offline, or that a new build replaced).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * The adapter `adapter` loads, or null when it cannot be loaded, the failure logged as `failure`: for a port whose
 * answer may be null when its service is out of reach (a captcha token, an encrypted fingerprint).
 */
export async function loadedOrNull<T>(
  adapter: () => Promise<T>,
  logger: Pick<Logger, 'error'>,
  failure: string,
): Promise<T | null> {
  try {
    return await adapter();
  } catch (error) {
    logger.error(failure, error);
    return null;
  }
}

/**
 * An API port whose adapter (its calls and zod schemas) is loaded on its first call, so a page that never calls it
 * neither downloads it nor builds its schemas while the app starts (issue 15). A load that fails answers that call
 * with a network error, as a request that found no network would, and is tried again on the next call.
 */
export function lazyApi<T extends ApiPort<T>>(load: () => Promise<T>, methods: PortMethods<T>): T {
  const adapter = loadOnce(load);
  const port: Partial<Record<keyof T, unknown>> = {};
  for (const method of Object.keys(methods) as (keyof T & string)[]) {
    port[method] = async (...args: never[]) => {
      let loaded: T;
      try {
        loaded = await adapter();
      } catch {
        return err(NOT_LOADED);
      }
      return loaded[method](...args);
    };
  }
  return port as T;
}
