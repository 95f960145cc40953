import { cn } from '../ui/cn.ts';

const SIZES = {
  sm: 'size-10 rounded-lg text-base',
  md: 'size-12 rounded-xl text-lg',
  lg: 'size-16 rounded-2xl text-2xl',
} as const;

// Only an inline image: the logo is stored with the app (spec: registered by operators), never fetched.
const IMAGE_DATA_URI = /^data:image\/(png|jpeg|svg\+xml);base64,/;

/**
 * A partner app's logo (a small data: URI image), or its initial on a tinted square when it has
 * none. Decorative: the app's name is always written next to it.
 */
export function PartnerAppLogo({
  name,
  logoDataUri,
  size = 'md',
  className,
}: {
  name: string;
  logoDataUri: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const box = cn('flex shrink-0 items-center justify-center overflow-hidden', SIZES[size], className);
  if (logoDataUri && IMAGE_DATA_URI.test(logoDataUri)) {
    return (
      <span className={cn(box, 'border border-slate-200 bg-white')}>
        <img src={logoDataUri} alt="" className="size-full object-contain" />
      </span>
    );
  }
  const initial = Array.from(name.trim())[0] ?? '?';
  return (
    <span className={cn(box, 'bg-brand-50 font-bold text-brand-700')} aria-hidden="true">
      {initial.toUpperCase()}
    </span>
  );
}
