import './SeedValue.css';

/** One labelled value of a seed pair, in a monospace block that wraps and can be selected and copied. */
export function SeedValue({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="seed-value">
      <dt className="seed-value__label">{label}</dt>
      <dd className="seed-value__value">
        <code>{value}</code>
      </dd>
    </div>
  );
}
