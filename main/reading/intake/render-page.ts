import { UserError } from '../../util/errors';
import { MAX_PAGE_PIXELS } from '../limits';
import { checkImageHeader } from './image-header';
import { checkPageSize } from './page-check';
import { openPdf, renderPdfPage } from './pdf';
import { sniffFileType } from './sniff';

export type RenderedPage = {
  width: number;
  height: number;
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
};

/**
 * A page as a picture for the viewer: PDFs rendered with pdfjs, pictures as they are. E-invoices
 * have no pages to show (their data is shown instead). The page is judged by its declared size first,
 * and a large page is drawn smaller rather than past the pixel budget.
 */
export async function renderPage(
  name: string,
  bytes: Uint8Array,
  page: number,
  scale: number,
): Promise<RenderedPage> {
  const type = sniffFileType(bytes);
  if (type === 'png' || type === 'jpeg') {
    if (page !== 1)
      throw new UserError('not_found', `"${name}" is a picture with one page; there is no page ${page}.`);
    // The header says the size: no need to decode the picture (a forged header would crash the decoder).
    const image = checkImageHeader(name, bytes);
    return {
      width: image.width,
      height: image.height,
      mediaType: type === 'png' ? 'image/png' : 'image/jpeg',
      bytes: Buffer.from(bytes),
    };
  }
  if (type !== 'pdf')
    throw new UserError('no_pages', `"${name}" is an e-invoice: it has data but no pages to show.`);
  const doc = await openPdf(name, bytes);
  try {
    if (page > doc.pageCount)
      throw new UserError(
        'not_found',
        `"${name}" has ${doc.pageCount} page${doc.pageCount === 1 ? '' : 's'}; there is no page ${page}.`,
      );
    const p = await doc.pdf.getPage(page);
    const size = checkPageSize(name, page, p);
    const fit = Math.min(scale, Math.sqrt(MAX_PAGE_PIXELS / (size.width * size.height)));
    const viewport = p.getViewport({ scale: fit });
    const png = await renderPdfPage(doc.pdf, p, fit);
    return {
      width: Math.ceil(viewport.width),
      height: Math.ceil(viewport.height),
      mediaType: 'image/png',
      bytes: png,
    };
  } finally {
    await doc.close();
  }
}
