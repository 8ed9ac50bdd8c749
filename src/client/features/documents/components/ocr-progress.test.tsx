// The OCR state of a document's version as the viewer shows it (decision 0238): waiting, reading
// page by page with a labelled progress bar, a failed attempt being retried, done, or failed. The
// OCR journey may see the scan already read on a fast machine (decision 0443), so the waiting
// states are checked here.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { OcrProgressNote } from './ocr-progress';

beforeAll(() => loadAppLocales());

const bar = () => screen.queryByRole('progressbar', { name: 'A szövegfelismerés állása' });

describe('OcrProgressNote', () => {
  it('says a queued scan waits, with an empty bar', () => {
    renderWithProviders(<OcrProgressNote ocr={{ status: 'queued', pagesDone: 0, pagesTotal: null, error: null }} />);
    expect(screen.getByText('OCR sorban áll: hamarosan indul.')).toBeInTheDocument();
    expect(bar()).toBeInTheDocument();
  });

  it('counts the pages read while running, and says a failed attempt is being retried', () => {
    renderWithProviders(<OcrProgressNote ocr={{ status: 'running', pagesDone: 2, pagesTotal: 5, error: 'olvashatatlan' }} />);
    expect(screen.getByText('OCR folyamatban: 2/5 oldal')).toBeInTheDocument();
    expect(screen.getByText('Az előző próbálkozás nem sikerült (olvashatatlan), újra megpróbáljuk.')).toBeInTheDocument();
    expect(bar()).toBeInTheDocument();
  });

  it('ends with the page count when done, or the reason when failed, without a bar', () => {
    const { unmount } = renderWithProviders(<OcrProgressNote ocr={{ status: 'done', pagesDone: 3, pagesTotal: 3, error: null }} />);
    expect(screen.getByText('Szövegfelismerés kész (3 oldal).')).toBeInTheDocument();
    expect(bar()).toBeNull();
    unmount();
    renderWithProviders(<OcrProgressNote ocr={{ status: 'failed', pagesDone: 0, pagesTotal: 1, error: 'olvashatatlan' }} />);
    expect(screen.getByText('A szövegfelismerés nem sikerült: olvashatatlan')).toBeInTheDocument();
    expect(bar()).toBeNull();
  });
});
