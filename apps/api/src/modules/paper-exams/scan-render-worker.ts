// The thread scan-pages.ts renders a PDF's pages in: pdfjs parses and draws on the thread that
// calls it, which would hold the API's event loop for minutes on a 200-page scan. It imports only
// packages (and types), so from source (tests) it runs once its types are stripped.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import {
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

export type RenderRequest = { bytes: Uint8Array; dpi: number };
/** The thread renders a page only when asked, so a slow reader never has pages pile up. */
export type RenderCommand = { type: 'next' };
export type RenderReply =
  | { type: 'opened'; count: number }
  | { type: 'page'; index: number; png: Uint8Array }
  | { type: 'failed'; message: string };

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      data: bytes,
      standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
      cMapUrl: `${pdfjsDir}/cmaps/`,
      // Scanners often store pages as JBIG2 or JPEG 2000, which pdfjs decodes with these.
      wasmUrl: `${pdfjsDir}/wasm/`,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new Error('The PDF is password-protected: remove the password and upload it again', {
        cause: error,
      });
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`The file could not be read as a PDF (${detail})`, { cause: error });
  }
}

/** One page as a greyscale PNG, white where the PDF draws nothing. */
async function render(doc: PDFDocumentProxy, index: number, dpi: number): Promise<Uint8Array> {
  const page = await doc.getPage(index + 1);
  try {
    const viewport = page.getViewport({ scale: dpi / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // pdfjs's types name the DOM's canvas; @napi-rs/canvas implements the calls it makes.
    await page.render({
      canvasContext: context as unknown as NonNullable<RenderParameters['canvasContext']>,
      canvas: canvas as unknown as RenderParameters['canvas'],
      viewport,
    }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .toColourspace('b-w')
      .png()
      .toBuffer();
    // A copy of sharp's buffer, which is native memory a thread cannot hand over.
    return new Uint8Array(png);
  } finally {
    page.cleanup();
  }
}

let asked = 0;
let onAsked: (() => void) | undefined;
parentPort?.on('message', (command: RenderCommand) => {
  if (command.type !== 'next') return;
  asked++;
  onAsked?.();
});

async function askedForNext(): Promise<void> {
  while (asked === 0) await new Promise<void>((resolve) => (onAsked = resolve));
  asked--;
}

async function run({ bytes, dpi }: RenderRequest, post: (reply: RenderReply) => void) {
  const doc = await open(bytes);
  try {
    post({ type: 'opened', count: doc.numPages });
    for (let index = 0; index < doc.numPages; index++) {
      await askedForNext();
      post({ type: 'page', index, png: await render(doc, index, dpi) });
    }
  } finally {
    await doc.destroy();
  }
}

const post = (reply: RenderReply) =>
  // The page's bytes move to the caller instead of being copied.
  parentPort?.postMessage(reply, reply.type === 'page' ? [reply.png.buffer as ArrayBuffer] : []);

run(workerData as RenderRequest, post).catch((error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
