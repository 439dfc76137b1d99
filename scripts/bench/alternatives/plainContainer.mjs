// A stand-in for Inversify with the part of its API the web app's composition root uses (packages/web/src/app:
// `Container`, `ContainerModule`, bind → toConstantValue / toResolvedValue → inSingletonScope / inTransientScope,
// rebind, unbind, isBound, get, load), for `pnpm bench:alternatives` alone: it measures what the first load of a page
// would weigh with a plain container of factories instead of the architecture's one. Not used by the app.

/** A module of bindings, loaded once per container. */
export class ContainerModule {
  constructor(load) {
    this.register = load;
  }
}

export class Container {
  #bindings = new Map();
  #made = new Map();
  #loaded = new Set();
  #parent;
  #defaultScope;

  constructor(options = {}) {
    this.#defaultScope = options.defaultScope ?? 'Transient';
    this.#parent = options.parent ?? null;
  }

  bind(token) {
    const binding = { scope: this.#defaultScope, constant: false, value: undefined, make: null, deps: [] };
    this.#bindings.set(token, binding);
    this.#made.delete(token);
    const syntax = {
      toConstantValue(value) {
        binding.constant = true;
        binding.value = value;
        return syntax;
      },
      toResolvedValue(make, deps = []) {
        binding.make = make;
        binding.deps = deps;
        return syntax;
      },
      inSingletonScope() {
        binding.scope = 'Singleton';
        return syntax;
      },
      inTransientScope() {
        binding.scope = 'Transient';
        return syntax;
      },
    };
    return syntax;
  }

  rebind(token) {
    return this.bind(token);
  }

  unbind(token) {
    this.#bindings.delete(token);
    this.#made.delete(token);
  }

  isBound(token) {
    return this.#bindings.has(token) || (this.#parent?.isBound(token) ?? false);
  }

  /** As Inversify: a parent's binding is made with the dependencies of the container that asked. */
  get(token, asking = this) {
    const binding = this.#bindings.get(token);
    if (!binding) {
      if (this.#parent) return this.#parent.get(token, asking);
      throw new Error(`no binding for ${String(token)}`);
    }
    if (binding.constant) return binding.value;
    if (binding.scope === 'Singleton' && this.#made.has(token)) return this.#made.get(token);
    const value = binding.make(...binding.deps.map((dep) => asking.get(dep)));
    if (binding.scope === 'Singleton') this.#made.set(token, value);
    return value;
  }

  load(...modules) {
    const options = {
      bind: (token) => this.bind(token),
      rebind: (token) => this.rebind(token),
      unbind: (token) => this.unbind(token),
      isBound: (token) => this.isBound(token),
    };
    for (const module of modules) {
      if (this.#loaded.has(module)) continue;
      this.#loaded.add(module);
      module.register(options);
    }
    return Promise.resolve();
  }
}
