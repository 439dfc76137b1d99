import { LocalizedLink, type LocalizedLinkProps } from './LocalizedLink.tsx';
import './Button.css';

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  className,
  ...rest
}: LocalizedLinkProps & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'small' | 'medium' | 'large';
}) {
  const classes = ['button', `button--${variant}`, `button--${size}`, className].filter(Boolean).join(' ');
  return <LocalizedLink className={classes} {...rest} />;
}
