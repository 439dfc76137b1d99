/** A yes/no setting, saved as it changes; disabled while its save is under way. */
export function SettingCheckbox({
  label,
  checked,
  saving,
  onChange,
}: {
  label: string;
  checked: boolean;
  saving: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="profile-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={saving}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
