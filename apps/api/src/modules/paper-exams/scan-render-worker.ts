// The thread scan-pages.ts renders and reads a scan's pages in: pdfjs parses and draws, and jsQR
// decodes, on the thread that calls them, which would hold the API's event loop for minutes on a
// 200-page scan. From source (tests) it runs once its types are stripped (see startRenderWorker).
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
import type { PaperSize } from './booklet-layout.js';
import { readScannedPage, type ScannedPage } from './read-page.js';

export type RenderRequest = {
  /** A PDF, rendered at `dpi`, or a photo (JPEG, PNG or WebP), one page as it is. */
  file: { type: 'pdf'; bytes: Uint8Array; dpi: number } | { type: 'image'; bytes: Uint8Array };
  /** Each page read (readScannedPage) before it is sent; without it, sent as rendered. */
  read: { paperSize: PaperSize } | null;
};
/**
 * The thread renders a page only when asked, so a slow reader never has pages pile up; a page the
 * caller already has is skipped, neither rendered nor read.
 */
export type RenderCommand = { type: 'next'; skip: boolean };
/** A read page as it crosses to the caller: its upright image as plain bytes. */
export type PostedPage = Omit<ScannedPage, 'upright'> & { upright: Uint8Array };
export type RenderReply =
  | { type: 'opened'; count: number }
  | { type: 'page'; index: number; png: Uint8Array }
  | { type: 'read'; index: number; page: PostedPage }
  | { type: 'skipped'; index: number }
  | { type: 'failed'; message: string };

type RenderParameters = Parameters<PDFPageProxy['render']>[0];
/** An opened file: its page count and each page as a PNG. */
type Pages = {
  count: number;
  png: (index: number) => Promise<Uint8Array>;
  close: () => Promise<void>;
};

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function openPdf(bytes: Uint8Array, dpi: number): Promise<Pages> {
  let doc: PDFDocumentProxy;
  try {
    doc = await getDocument({
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
  return {
    count: doc.numPages,
    png: (index) => render(doc, index, dpi),
    close: () => doc.destroy(),
  };
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
    return new Uint8Array(png);
  } finally {
    page.cleanup();
  }
}

/** A photo is one page, turned by its EXIF orientation. */
function openImage(bytes: Uint8Array): Pages {
  return {
    count: 1,
    png: async () => {
      try {
        return new Uint8Array(await sharp(bytes).autoOrient().png().toBuffer());
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new Error(`The image could not be read (${detail})`, { cause: error });
      }
    },
    close: async () => {},
  };
}

const commands: RenderCommand[] = [];
let onCommand: (() => void) | undefined;
parentPort?.on('message', (command: RenderCommand) => {
  if (command.type !== 'next') return;
  commands.push(command);
  onCommand?.();
});

async function nextCommand(): Promise<RenderCommand> {
  while (commands.length === 0) await new Promise<void>((resolve) => (onCommand = resolve));
  return commands.shift() as RenderCommand;
}

async function run({ file, read }: RenderRequest, post: (reply: RenderReply) => void) {
  const pages = file.type === 'pdf' ? await openPdf(file.bytes, file.dpi) : openImage(file.bytes);
  try {
    post({ type: 'opened', count: pages.count });
    for (let index = 0; index < pages.count; index++) {
      const { skip } = await nextCommand();
      if (skip) {
        post({ type: 'skipped', index });
        continue;
      }
      const png = await pages.png(index);
      if (!read) {
        post({ type: 'page', index, png });
        continue;
      }
      const page = await readScannedPage(Buffer.from(png.buffer, png.byteOffset, png.length), read);
      post({ type: 'read', index, page: { ...page, upright: new Uint8Array(page.upright) } });
    }
  } finally {
    await pages.close();
  }
}

// A page's bytes move to the caller instead of being copied: each is a copy of sharp's buffer
// (native memory, which a thread cannot hand over) made for this.
const bytesOf = (reply: RenderReply): ArrayBuffer[] => {
  if (reply.type === 'page') return [reply.png.buffer as ArrayBuffer];
  if (reply.type === 'read') return [reply.page.upright.buffer as ArrayBuffer];
  return [];
};
const post = (reply: RenderReply) => parentPort?.postMessage(reply, bytesOf(reply));

run(workerData as RenderRequest, post).catch((error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
