/** The part of `subset-font` 2.9 (HarfBuzz's hb-subset) the font build uses (build/fontSubset.ts). */
declare module 'subset-font' {
  interface AxisRange {
    readonly min: number;
    readonly max: number;
    readonly default?: number;
  }
  interface SubsetOptions {
    readonly targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** An axis pinned to one value, or its range narrowed. */
    readonly variationAxes?: Readonly<Record<string, number | AxisRange>>;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
