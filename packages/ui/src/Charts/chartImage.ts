/**
 * A chart as a file for reports: its SVG with the page's computed look written onto each element (the file has no
 * stylesheet: colours come from the theme's CSS variables), as `.svg`, or drawn at twice its size as `.png`. The
 * text keeps the console's font stack: a file opened elsewhere uses that machine's Korean font (the web font is
 * not embedded: it is served in many glyph-range files).
 */

/** What an exported element keeps of its computed style. */
const PRESENTATION = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A legend entry drawn under the exported plot (the page's legend is HTML, outside the SVG). */
export interface ChartImageLegendItem {
  label: string;
  color: string;
}

const LEGEND_ROW = 28;

/** A colour as the page resolves it (a theme variable becomes its value, which a file can hold). */
function resolvedColor(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/**
 * The chart's SVG as a standalone document: sized, titled, each element's look inline, a white background, and
 * the legend's entries in a row beneath. Returns the markup and its size.
 */
export function chartSvgMarkup(
  svg: SVGSVGElement,
  title: string,
  legend: readonly ChartImageLegendItem[] = [],
): { markup: string; width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width);
  const plotHeight = Math.round(box.height);
  const height = plotHeight + (legend.length > 0 ? LEGEND_ROW : 0);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [clone, ...clone.querySelectorAll('*')];
  sources.forEach((source, index) => {
    const target = targets[index];
    if (target === undefined) return;
    const computed = getComputedStyle(source);
    const inline = PRESENTATION.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';');
    target.setAttribute('style', inline);
    target.removeAttribute('class');
    // Focus and hover marks are the page's, not the report's.
    target.removeAttribute('tabindex');
  });
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('viewBox', `0 0 ${String(width)} ${String(height)}`);
  const font = getComputedStyle(svg).fontFamily;
  let x = 8;
  for (const item of legend) {
    const mark = document.createElementNS(SVG_NS, 'rect');
    Object.entries({ x, y: plotHeight + 10, width: 10, height: 10, rx: 2, fill: resolvedColor(item.color) }).forEach(
      ([name, value]) => {
        mark.setAttribute(name, String(value));
      },
    );
    const text = document.createElementNS(SVG_NS, 'text');
    Object.entries({ x: x + 14, y: plotHeight + 19, fill: '#333333' }).forEach(([name, value]) => {
      text.setAttribute(name, String(value));
    });
    text.setAttribute('style', `font-family:${font};font-size:12px`);
    text.textContent = item.label;
    clone.append(mark, text);
    x += 14 + item.label.length * 12 + 16;
  }
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  clone.insertBefore(background, clone.firstChild);
  const titleElement = document.createElementNS(SVG_NS, 'title');
  titleElement.textContent = title;
  clone.insertBefore(titleElement, clone.firstChild);
  const markup = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
  return { markup, width, height };
}

/** The chart's SVG markup drawn on a canvas at `scale` (2: sharp in a document), as a PNG. */
export async function chartPng(markup: string, width: number, height: number, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => {
        if (blob === null) reject(new Error('no PNG'));
        else resolve(blob);
      }, 'image/png');
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A file name for the chart: its title and the day, without characters a file system refuses. */
export function chartFileName(title: string, extension: 'png' | 'svg', now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(now).replaceAll('-', '');
  const safe = title.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'chart';
  return `${safe}_${day}.${extension}`;
}
