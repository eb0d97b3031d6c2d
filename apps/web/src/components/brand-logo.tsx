// The product's logo: the shop-window mark drawn inline (no request, sharp at any size) and the name as text, or
// a microsite's own logo image when one is configured.
import { cx } from '@/lib/cx';
import classes from './brand-logo.module.css';

export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="brand-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7556f0" />
          <stop offset="1" stopColor="#4a2fc0" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-logo-bg)" />
      <path
        fill="#ffffff"
        d="M13 13h38v8a4 4 0 0 1-7.6 1.7A4 4 0 0 1 36.8 22a4 4 0 0 1-7.6 0 4 4 0 0 1-6.6.7A4 4 0 0 1 13 21z"
      />
      <path fill="#ffd166" d="M20.6 13h7.6v9.6a4 4 0 0 1-7.6 0zM35.8 13h7.6v9.6a4 4 0 0 1-7.6 0z" />
      <rect x="16" y="29" width="32" height="22" rx="4" fill="none" stroke="#ffffff" strokeWidth="3.2" />
      <path d="M23 44l7-8M29 45l4-4.5" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" opacity=".85" />
    </svg>
  );
}

type BrandLogoProps = {
  name: string;
  /** A microsite's main logo; without it a mark and the name show. */
  logoUrl?: string | null;
  /** A microsite's mark beside its name: its square logo, or null for the name alone. Unset: the product's mark. */
  markUrl?: string | null;
  size?: number;
  inverted?: boolean;
  hideNameOnPhone?: boolean;
};

export function BrandLogo({
  name,
  logoUrl,
  markUrl,
  size = 32,
  inverted = false,
  hideNameOnPhone = false,
}: BrandLogoProps) {
  if (logoUrl) return <img src={logoUrl} alt={name} className={classes.image} style={{ height: size }} />;
  return (
    <span className={cx(classes.logo, inverted && classes.inverted)}>
      {markUrl === undefined ? (
        <LogoMark size={size} className={cx(inverted && classes.markInverted)} />
      ) : (
        markUrl && <img src={markUrl} alt="" width={size} height={size} className={classes.mark} />
      )}
      <span className={cx(classes.name, hideNameOnPhone && classes.hideOnPhone)} style={{ fontSize: size * 0.66 }}>
        {name}
      </span>
    </span>
  );
}
