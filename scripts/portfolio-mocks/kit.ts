/**
 * The small component kit the sample projects' pages are built from, for the portfolio's screenshots
 * (scripts/capture-portfolio.mts). Each project's page is its own composition of these parts, in its own
 * fonts and colours; the CSS is responsive, so the phone capture is the page's real phone layout.
 * Output is static HTML with inline CSS and fonts read from the installed @fontsource packages.
 */
import path from "node:path";

export interface Theme {
  /** Page ground, text, muted text, accent, accent's text, surface (cards). */
  ground: string;
  text: string;
  muted: string;
  accent: string;
  onAccent: string;
  surface: string;
  line: string;
  display: Font;
  body: Font;
  /** Corner radius of cards and buttons, in px. */
  radius: number;
}

export interface Font {
  family: string;
  /** The woff2 file under node_modules. */
  file: string;
  weight?: string;
}

export const esc = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function fontFace(font: Font, root: string): string {
  const url = `file://${path.join(root, "node_modules", font.file)}`;
  return `@font-face{font-family:"${font.family}";src:url("${url}") format("woff2");font-weight:${font.weight ?? "100 900"};font-display:block}`;
}

/** The whole page: fonts, the kit's CSS in the theme's colours, and the body. */
export function page(theme: Theme, body: string, root: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>
${fontFace(theme.display, root)}${fontFace(theme.body, root)}
*{box-sizing:border-box;margin:0}
body{background:${theme.ground};color:${theme.text};font:16px/1.55 "${theme.body.family}",sans-serif;-webkit-font-smoothing:antialiased}
h1,h2,h3,.brand{font-family:"${theme.display.family}",serif;line-height:1.08;letter-spacing:-.01em}
.wrap{max-width:1200px;margin:0 auto;padding:0 40px}
nav.top{display:flex;align-items:center;justify-content:space-between;padding:22px 40px;border-bottom:1px solid ${theme.line}}
.brand{font-size:22px;font-weight:700;display:flex;gap:10px;align-items:center}
.brand i{display:inline-block;width:26px;height:26px;border-radius:${Math.min(theme.radius, 13)}px;background:${theme.accent}}
nav.top ul{display:flex;gap:28px;list-style:none;padding:0;color:${theme.muted};font-size:15px}
.btn{display:inline-flex;align-items:center;gap:8px;padding:13px 22px;border-radius:${theme.radius}px;background:${theme.accent};color:${theme.onAccent};font-weight:600;font-size:15px;text-decoration:none;white-space:nowrap}
.btn.ghost{background:transparent;color:${theme.text};border:1.5px solid ${theme.line}}
.hero{display:grid;grid-template-columns:1.05fr .95fr;gap:48px;align-items:center;padding:64px 40px 56px;max-width:1200px;margin:0 auto}
.eyebrow{font-size:13px;letter-spacing:.16em;text-transform:uppercase;color:${theme.accent};font-weight:700}
.hero h1{font-size:58px;margin:14px 0 18px}
.hero p.lead{font-size:19px;color:${theme.muted};max-width:34em}
.actions{display:flex;gap:12px;margin-top:28px;flex-wrap:wrap}
.card{background:${theme.surface};border:1px solid ${theme.line};border-radius:${theme.radius}px;padding:22px}
.grid{display:grid;gap:18px}
.g2{grid-template-columns:repeat(2,1fr)}.g3{grid-template-columns:repeat(3,1fr)}.g4{grid-template-columns:repeat(4,1fr)}
.muted{color:${theme.muted}}
.small{font-size:14px}
.section{padding:24px 40px 64px;max-width:1200px;margin:0 auto}
.section h2{font-size:34px;margin-bottom:20px}
.pill{display:inline-block;padding:5px 12px;border-radius:999px;border:1px solid ${theme.line};font-size:13px;color:${theme.muted}}
.pill.on{background:${theme.accent};color:${theme.onAccent};border-color:${theme.accent}}
.bar{height:8px;border-radius:99px;background:${theme.line};overflow:hidden}.bar b{display:block;height:100%;background:${theme.accent}}
.row{display:flex;justify-content:space-between;align-items:center;gap:12px}
.field{border:1px solid ${theme.line};border-radius:${Math.min(theme.radius, 10)}px;padding:12px 14px;color:${theme.muted};font-size:15px;background:${theme.ground}}
.menu-btn{display:none;width:40px;height:40px;border-radius:10px;border:1px solid ${theme.line};align-items:center;justify-content:center}
.menu-btn span{display:block;width:18px;height:2px;background:${theme.text};box-shadow:0 6px 0 ${theme.text},0 -6px 0 ${theme.text}}
@media (max-width:760px){
  .wrap,.section{padding-left:20px;padding-right:20px}
  nav.top{padding:16px 20px}nav.top ul,nav.top .btn{display:none}.menu-btn{display:flex}
  .hero{grid-template-columns:1fr;padding:32px 20px 36px;gap:28px}
  .hero h1{font-size:38px}.hero p.lead{font-size:17px}
  .g2,.g3,.g4{grid-template-columns:1fr}.g4.keep,.g2.keep{grid-template-columns:repeat(2,1fr)}
  .section h2{font-size:27px}
  .hide-phone{display:none}
}
</style></head><body>${body}</body></html>`;
}

export function topNav(brand: string, links: string[], cta: string): string {
  return `<nav class="top"><span class="brand"><i></i>${esc(brand)}</span><ul>${links.map((link) => `<li>${esc(link)}</li>`).join("")}</ul><a class="btn">${esc(cta)}</a><span class="menu-btn"><span></span></span></nav>`;
}

export function hero(options: {
  eyebrow: string;
  title: string;
  lead: string;
  primary: string;
  secondary?: string;
  visual: string;
}): string {
  return `<header class="hero"><div><p class="eyebrow">${esc(options.eyebrow)}</p><h1>${esc(options.title)}</h1><p class="lead">${esc(options.lead)}</p><div class="actions"><a class="btn">${esc(options.primary)}</a>${options.secondary ? `<a class="btn ghost">${esc(options.secondary)}</a>` : ""}</div></div><div>${options.visual}</div></header>`;
}

export function section(title: string, body: string, extra = ""): string {
  return `<section class="section ${extra}"><h2>${esc(title)}</h2>${body}</section>`;
}

/** An illustration drawn in SVG: layered hills or waves in the given colours, for a hero's picture. */
export function landscape(colors: [string, string, string], radius: number, height = 360): string {
  const [sky, mid, front] = colors;
  return `<svg viewBox="0 0 560 ${height}" width="100%" style="display:block;border-radius:${radius}px" aria-hidden="true"><rect width="560" height="${height}" fill="${sky}"/><circle cx="430" cy="90" r="42" fill="#fff" opacity=".55"/><path d="M0 ${height * 0.62} L120 ${height * 0.38} L220 ${height * 0.55} L330 ${height * 0.3} L460 ${height * 0.52} L560 ${height * 0.4} V${height} H0Z" fill="${mid}"/><path d="M0 ${height * 0.8} C140 ${height * 0.66} 260 ${height * 0.9} 400 ${height * 0.74} S540 ${height * 0.7} 560 ${height * 0.76} V${height} H0Z" fill="${front}"/></svg>`;
}
