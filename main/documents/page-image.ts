import { renderIsolated } from '../reading/worker';

export type { RenderedPage } from '../reading/intake/render-page';

/**
 * A page as a picture for the viewer, drawn in the reader process (pdf.js and the image library
 * never run in the app's own process), within the page pixel budget.
 */
export const renderPage = renderIsolated;
