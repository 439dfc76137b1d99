import { LoadingState } from '../components/LoadingState.tsx';

/** Shown while a page's code or its locale bundle loads. */
export function PageFallback() {
  return (
    <div className="page-fallback">
      <LoadingState />
    </div>
  );
}
