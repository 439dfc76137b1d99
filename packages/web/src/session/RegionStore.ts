import { makeAutoObservable } from 'mobx';

/** The player's region as the geo check answered it (KZ or RU, §9); null until then. Sent as the Region header. */
export class RegionStore {
  region: 'KZ' | 'RU' | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setRegion(region: 'KZ' | 'RU'): void {
    this.region = region;
  }
}
