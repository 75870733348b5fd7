import { useGalleryTexts } from '@web/locales/galleries';
import { mosaicLayout } from './mosaic-layout';

const block = 'animate-pulse rounded-lg bg-slate-200';

/** The mosaic's shape while the images load, so the page does not jump when they arrive. */
export function MosaicSkeleton() {
  const t = useGalleryTexts();
  return (
    <div role="status" className={mosaicLayout.frame}>
      <span className="sr-only">{t('section.loading')}</span>
      <div className={mosaicLayout.top} aria-hidden="true">
        <div className={`${block} ${mosaicLayout.cover}`} />
        <div className={block} />
        <div className={block} />
      </div>
      <div className={mosaicLayout.bottom} aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={block} />
        ))}
      </div>
    </div>
  );
}
