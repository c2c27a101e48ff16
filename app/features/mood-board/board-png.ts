/**
 * "Save Vision Board" (docs/product/mood-board.md § Actions): draws the board on a <canvas> in the
 * browser and downloads it as a PNG. No library: the fonts are already on
 * the page, so the image uses the real faces once they have loaded.
 */
import type { MoodBoard } from "#common/mood-board/board";

const WIDTH = 1600;
const PAD = 80;
const INK = {
  bg: "#07080c",
  panel: "#11141c",
  line: "#232836",
  text: "#e8ebf2",
  muted: "#aab1c2",
  cyan: "#22e4ff",
  lime: "#b6ff3b",
};

export const fileNameFor = (board: MoodBoard) =>
  `${
    board.projectName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "mood-board"
  }-vision-board.png`;

function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function loadFonts(board: MoodBoard) {
  if (typeof document === "undefined" || !document.fonts) return;
  const { primary, secondary, accent } = board.generatedBoard.typography;
  await Promise.all(
    [primary, secondary, accent].map((font) =>
      document.fonts.load(`${font.weight} 48px ${font.stack}`).catch(() => []),
    ),
  );
}

function paint(context: CanvasRenderingContext2D, board: MoodBoard, measureOnly: boolean): number {
  const { colorPalettes, typography, layoutConcepts } = board.generatedBoard;
  let y = PAD;
  const fill = (color: string) => {
    context.fillStyle = color;
  };
  if (!measureOnly) {
    fill(INK.bg);
    context.fillRect(0, 0, WIDTH, context.canvas.height);
    fill(INK.cyan);
    context.fillRect(0, 0, WIDTH, 8);
  }
  context.textBaseline = "top";
  fill(INK.cyan);
  context.font = `600 22px ${typography.accent.stack}`;
  context.fillText("YOUR VISION BOARD", PAD, y);
  y += 44;
  fill("#ffffff");
  context.font = `${typography.primary.weight} 72px ${typography.primary.stack}`;
  context.fillText(board.projectName, PAD, y);
  y += 100;
  fill(INK.muted);
  context.font = `400 26px ${typography.secondary.stack}`;
  const meta = `${board.projectType} · for ${board.targetAudience} · ${board.brandPersonality.join(", ")}`;
  for (const line of wrap(context, meta, WIDTH - PAD * 2)) {
    context.fillText(line, PAD, y);
    y += 36;
  }
  y += 40;

  // Palettes: name, swatches with hex codes, lowest listed contrast.
  const swatchGap = 12;
  for (const palette of colorPalettes) {
    fill("#ffffff");
    context.font = `700 30px ${typography.secondary.stack}`;
    context.fillText(palette.name, PAD, y);
    fill(INK.muted);
    context.font = `400 20px ${typography.secondary.stack}`;
    const lowest = Math.min(...palette.contrast.map((check) => check.ratio));
    context.fillText(`Text contrast from ${lowest.toFixed(2)}:1 (WCAG AA)`, PAD + 560, y + 8);
    y += 48;
    const count = palette.colors.length;
    const swatchWidth = (WIDTH - PAD * 2 - swatchGap * (count - 1)) / count;
    palette.colors.forEach((color, index) => {
      const x = PAD + index * (swatchWidth + swatchGap);
      if (!measureOnly) {
        fill(color);
        context.fillRect(x, y, swatchWidth, 110);
        context.strokeStyle = INK.line;
        context.strokeRect(x + 0.5, y + 0.5, swatchWidth - 1, 109);
      }
      fill(INK.text);
      context.font = `500 20px ${typography.accent.stack}`;
      context.fillText(color.toUpperCase(), x, y + 122);
    });
    y += 180;
  }

  // Typography: each role in its own face.
  y += 10;
  fill(INK.cyan);
  context.font = `600 22px ${typography.accent.stack}`;
  context.fillText("TYPOGRAPHY", PAD, y);
  y += 44;
  const column = (WIDTH - PAD * 2 - 40) / 3;
  (["primary", "secondary", "accent"] as const).forEach((role, index) => {
    const font = typography[role];
    const x = PAD + index * (column + 20);
    if (!measureOnly) {
      fill(INK.panel);
      context.fillRect(x, y, column, 150);
    }
    fill(INK.muted);
    context.font = `400 18px ${typography.secondary.stack}`;
    context.fillText(role.toUpperCase(), x + 24, y + 22);
    fill("#ffffff");
    context.font = `${font.weight} 40px ${font.stack}`;
    context.fillText(font.family, x + 24, y + 60, column - 48);
  });
  y += 190;

  // Layout concepts.
  fill(INK.cyan);
  context.font = `600 22px ${typography.accent.stack}`;
  context.fillText("LAYOUT CONCEPTS", PAD, y);
  y += 44;
  for (const concept of layoutConcepts) {
    fill("#ffffff");
    context.font = `700 28px ${typography.secondary.stack}`;
    context.fillText(concept.name, PAD, y);
    y += 40;
    fill(INK.muted);
    context.font = `400 22px ${typography.secondary.stack}`;
    for (const line of wrap(context, concept.description, WIDTH - PAD * 2)) {
      context.fillText(line, PAD, y);
      y += 32;
    }
    y += 20;
  }
  return y + PAD;
}

export async function renderBoardPng(board: MoodBoard): Promise<Blob> {
  await loadFonts(board);
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = 10;
  const measuring = canvas.getContext("2d");
  if (!measuring) throw new Error("Canvas is not available");
  canvas.height = Math.ceil(paint(measuring, board, true));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  paint(context, board, false);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be made"))), "image/png"),
  );
}

export async function downloadBoardPng(board: MoodBoard) {
  const blob = await renderBoardPng(board);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameFor(board);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
