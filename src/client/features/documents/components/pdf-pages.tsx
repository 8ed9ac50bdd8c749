// PDF pages rendered in the browser with pdf.js (decision 0172): each page a canvas, the text
// layer left to the extracted text below the viewer. The worker is a same-origin file (CSP).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_PAGES = 30;

export function PdfPages({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; error: boolean }>({ pages: 0, error: false });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      const target = container.current;
      if (cancelled || !target) return;
      target.replaceChildren();
      const count = Math.min(pdf.numPages, MAX_PAGES);
      setState({ pages: pdf.numPages, error: false });
      for (let n = 1; n <= count && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const width = Math.max(280, target.clientWidth - 2);
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const ratio = window.devicePixelRatio || 1;
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('documents.viewer.page', { title, page: n, pages: pdf.numPages }));
        canvas.className = 'mx-auto mb-4 block border border-slate-200 bg-white shadow-sm dark:border-slate-700';
        target.appendChild(canvas);
        await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      }
    })().catch(() => !cancelled && setState({ pages: 0, error: true }));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, title, t]);

  return (
    <div>
      {state.error && <p className="text-sm text-rose-700 dark:text-rose-300">{t('documents.viewer.pdfError')}</p>}
      {state.pages > MAX_PAGES && <p className="text-sm">{t('documents.viewer.morePages', { shown: MAX_PAGES, pages: state.pages })}</p>}
      <div ref={container} data-testid="pdf-pages" aria-busy={state.pages === 0 && !state.error} />
    </div>
  );
}
