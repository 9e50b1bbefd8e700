import { LoadingOverlay } from '@sen/ui';

/** The full-page loading overlay (loaded the first time it shows). */
export default function Overlay({ label }: { label: string }) {
  return <LoadingOverlay visible label={label} />;
}
