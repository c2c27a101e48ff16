import { describe, expect, it } from "vitest";
import {
  BRAND_PERSONALITIES,
  COLOR_PRESET_NAMES,
  COLOR_PRESETS,
  PROJECT_TYPES,
  STYLES,
} from "#common/mood-board/options.ts";
import { MOOD_BOARD_MESSAGES, moodBoardRequestSchema } from "#common/mood-board/schema.ts";
import { FONTS } from "./fonts.ts";
import { type GeneratorBrief, generateMoodBoard } from "./index.ts";
import { PERSONALITY_HUES } from "./palettes.ts";

/** WCAG 2.x relative luminance and contrast, written here so the test does not trust the generator's own maths. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
/** OKLCH-free stand-ins the test can compute by hand: sRGB saturation and hue. */
function hsl(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  return { s, l };
}

const brief: GeneratorBrief = {
  projectName: "Casa Limón",
  projectType: "Restaurant/Food",
  targetAudience: "Young families in the neighbourhood",
  businessGoals: "Fill weekday tables and grow online bookings",
  brandPersonality: ["Playful", "Friendly"],
  colorPreferences: ["Warm Sunset"],
  stylePreferences: ["Playful", "Organic"],
  inspirationDescription: "Hand-painted market signs and sunny street-food stalls",
};

const withStyles = (stylePreferences: string[]) =>
  generateMoodBoard({ ...brief, colorPreferences: [], stylePreferences });
const derived = (board: ReturnType<typeof generateMoodBoard>) =>
  board.colorPalettes.filter((p) => p.source !== "preset");

describe("mood-board generator", () => {
  it("gives the same board for the same brief, and a different variation for another seed", () => {
    expect(generateMoodBoard(brief)).toEqual(generateMoodBoard(structuredClone(brief)));
    const variation = generateMoodBoard({ ...brief, seed: 1 });
    expect(variation).toEqual(generateMoodBoard({ ...brief, seed: 1 }));
    expect(variation.colorPalettes.slice(1)).not.toEqual(generateMoodBoard(brief).colorPalettes.slice(1));
    expect(variation.seed).toBe(1);
  });

  it("generates well under 50 ms", () => {
    generateMoodBoard(brief);
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) generateMoodBoard({ ...brief, seed: i });
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });

  it("puts the chosen presets first, unchanged, then three harmony palettes of four to six colours", () => {
    const board = generateMoodBoard({ ...brief, colorPreferences: ["Organic Earth", "Purple Luxury"] });
    expect(board.colorPalettes.map((p) => p.name).slice(0, 2)).toEqual(["Organic Earth", "Purple Luxury"]);
    expect(board.colorPalettes[0]?.colors).toEqual(COLOR_PRESETS.find((p) => p.name === "Organic Earth")?.colors);
    const harmonies = derived(board).map((p) => p.source);
    expect(harmonies).toHaveLength(3);
    expect(new Set(harmonies).size).toBe(3);
    for (const palette of board.colorPalettes) {
      expect(palette.colors.length).toBeGreaterThanOrEqual(4);
      expect(palette.colors.length).toBeLessThanOrEqual(6);
      expect(palette.name).not.toBe("");
      expect(palette.description.length).toBeGreaterThan(20);
    }
    expect(new Set(board.colorPalettes.map((p) => p.name)).size).toBe(board.colorPalettes.length);
  });

  it("every palette's listed contrast ratios, recomputed from the hex values, reach WCAG AA 4.5:1", () => {
    const briefs: GeneratorBrief[] = [];
    for (const personality of BRAND_PERSONALITIES)
      for (const style of STYLES)
        briefs.push({ ...brief, brandPersonality: [personality], stylePreferences: [style], colorPreferences: [] });
    briefs.push({ ...brief, colorPreferences: COLOR_PRESETS.map((p) => p.name) });
    for (let seed = 1; seed <= 10; seed += 1) briefs.push({ ...brief, seed, stylePreferences: ["Bold", "Dark Theme"] });
    let checked = 0;
    for (const candidate of briefs) {
      for (const palette of generateMoodBoard(candidate).colorPalettes) {
        const { roles } = palette;
        // The pairs the preview paints must all be listed…
        const pairs = palette.contrast.map((c) => `${c.foreground}/${c.background}`);
        expect(pairs).toContain(`${roles.text}/${roles.background}`);
        expect(pairs).toContain(`${roles.text}/${roles.surface}`);
        expect(pairs).toContain(`${roles.mutedText}/${roles.background}`);
        expect(pairs).toContain(`${roles.primary}/${roles.background}`);
        expect(pairs).toContain(`${roles.onPrimary}/${roles.primary}`);
        // …and each listed ratio is true and at least 4.5.
        for (const check of palette.contrast) {
          const ratio = contrast(check.foreground, check.background);
          expect(ratio, `${palette.name}: ${check.label}`).toBeGreaterThanOrEqual(4.5);
          expect(check.ratio).toBeLessThanOrEqual(ratio);
          expect(check.ratio).toBeGreaterThan(ratio - 0.011);
          expect(check.passesAA).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("Dark Theme gives dark backgrounds and Light Theme light ones; both alternate", () => {
    for (const palette of derived(withStyles(["Dark Theme"]))) {
      expect(palette.theme).toBe("dark");
      expect(luminance(palette.roles.background)).toBeLessThan(0.05);
    }
    for (const palette of derived(withStyles(["Light Theme", "Futuristic"]))) {
      expect(palette.theme).toBe("light");
      expect(luminance(palette.roles.background)).toBeGreaterThan(0.85);
    }
    expect(derived(withStyles(["Dark Theme", "Light Theme"])).map((p) => p.theme)).toEqual(["dark", "light", "dark"]);
  });

  it("without a theme, Futuristic, Luxury and Industrial lean dark and the other styles light", () => {
    for (const style of STYLES.filter((s) => s !== "Dark Theme" && s !== "Light Theme")) {
      const expected = ["Futuristic", "Luxury", "Industrial"].includes(style) ? "dark" : "light";
      expect(
        derived(withStyles([style])).map((p) => p.theme),
        style,
      ).toEqual([expected, expected, expected]);
    }
  });

  it("vivid styles give more saturated accents than muted ones", () => {
    const saturation = (styles: string[]) => {
      const accents = derived(withStyles([...styles, "Light Theme"])).map((p) => hsl(p.roles.accent).s);
      return accents.reduce((a, b) => a + b, 0) / accents.length;
    };
    expect(saturation(["Bold"])).toBeGreaterThan(saturation(["Subtle"]) + 0.15);
    expect(saturation(["Playful"])).toBeGreaterThan(saturation(["Industrial"]) + 0.15);
  });

  it("each brand personality sets its own hue, so each leads to a different primary colour", () => {
    const primaries = BRAND_PERSONALITIES.map(
      (personality) =>
        generateMoodBoard({ ...brief, brandPersonality: [personality], colorPreferences: [] }).colorPalettes[0]?.roles
          .primary,
    );
    expect(new Set(primaries).size).toBe(BRAND_PERSONALITIES.length);
    expect(Object.keys(PERSONALITY_HUES).sort()).toEqual([...BRAND_PERSONALITIES].sort());
  });

  it("energetic personalities lead with complementary harmony, calm ones with analogous", () => {
    const lead = (brandPersonality: string[]) =>
      derived(generateMoodBoard({ ...brief, brandPersonality, colorPreferences: [] }))[0]?.source;
    expect(lead(["Bold"])).toBe("complementary");
    expect(lead(["Playful", "Creative"])).toBe("complementary");
    expect(lead(["Authoritative"])).toBe("analogous");
    expect(lead(["Professional", "Trustworthy"])).toBe("analogous");
  });

  it("picks type from the personality: serif authority for a law firm, rounded or soft faces for a playful brand", () => {
    const law = generateMoodBoard({
      ...brief,
      projectType: "Corporate Website",
      brandPersonality: ["Authoritative", "Trustworthy", "Professional"],
      stylePreferences: ["Classic"],
    }).typography;
    expect(law.primary.family).toBe("DM Serif Display");
    expect(law.secondary.category).toBe("sans-serif");
    const playful = generateMoodBoard({
      ...brief,
      brandPersonality: ["Playful"],
      stylePreferences: ["Playful"],
    }).typography;
    expect(["Fredoka", "Fraunces"]).toContain(playful.primary.family);
    const tech = generateMoodBoard({
      ...brief,
      brandPersonality: ["Cutting-edge"],
      stylePreferences: ["Futuristic"],
    }).typography;
    expect(tech.accent.family).toBe("JetBrains Mono");
    for (const t of [law, playful, tech]) {
      expect(new Set([t.primary.family, t.secondary.family, t.accent.family]).size).toBe(3);
      for (const font of [t.primary, t.secondary, t.accent]) {
        expect(FONTS.map((f) => f.family)).toContain(font.family);
        expect(font.reason).toContain(font.family);
      }
    }
  });

  it("every personality and every style changes the typography or the layouts", () => {
    const base = { ...brief, brandPersonality: ["Professional"], stylePreferences: ["Modern"], colorPreferences: [] };
    const signature = (b: GeneratorBrief) => {
      const board = generateMoodBoard(b);
      return JSON.stringify([board.typography, board.layoutConcepts, board.colorPalettes.map((p) => p.colors)]);
    };
    for (const personality of BRAND_PERSONALITIES.filter((p) => p !== "Professional"))
      expect(signature({ ...base, brandPersonality: [personality] }), personality).not.toBe(signature(base));
    for (const style of STYLES.filter((s) => s !== "Modern"))
      expect(signature({ ...base, stylePreferences: [style] }), style).not.toBe(signature(base));
  });

  it("offers three layout concepts that fit the project type", () => {
    const restaurant = generateMoodBoard(brief).layoutConcepts;
    expect(restaurant).toHaveLength(3);
    expect(restaurant[0]?.name).toBe("Menu-First Hospitality");
    const saas = generateMoodBoard({ ...brief, projectType: "SaaS Platform", stylePreferences: ["Futuristic"] });
    expect(saas.layoutConcepts[0]?.name).toBe("Product-Led Narrative");
    for (const type of PROJECT_TYPES) {
      for (const concept of generateMoodBoard({ ...brief, projectType: type }).layoutConcepts) {
        expect(concept.features.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("writes inspiration notes in the brief's own words", () => {
    const notes = generateMoodBoard(brief).inspiration.join(" ");
    expect(notes).toContain("for young families in the neighbourhood");
    expect(notes).toContain("Fill weekday tables and grow online bookings");
    expect(notes).toContain("Hand-painted market signs and sunny street-food stalls");
    expect(notes).toContain("Casa Limón");
  });
});

describe("mood-board request schema", () => {
  const valid = {
    projectName: "Casa Limón",
    projectType: "Restaurant/Food",
    targetAudience: "Families",
    businessGoals: "More bookings",
    brandPersonality: ["Playful"],
    colorPreferences: [],
    stylePreferences: ["Playful"],
  };
  const problems = (payload: unknown) => {
    const result = moodBoardRequestSchema.safeParse(payload);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("accepts a valid brief, drops duplicates and defaults the seed to 0", () => {
    const parsed = moodBoardRequestSchema.parse({ ...valid, brandPersonality: ["Bold", "Bold"], clientEmail: "" });
    expect(parsed.brandPersonality).toEqual(["Bold"]);
    expect(parsed.seed).toBe(0);
    expect(parsed.clientEmail).toBeUndefined();
  });

  it("accepts every style, every personality and every palette at once", () => {
    const parsed = moodBoardRequestSchema.parse({
      ...valid,
      brandPersonality: [...BRAND_PERSONALITIES],
      colorPreferences: [...COLOR_PRESET_NAMES],
      stylePreferences: [...STYLES],
    });
    expect(parsed.stylePreferences).toHaveLength(12);
    expect(parsed.stylePreferences).toEqual([...STYLES]);
    expect(parsed.brandPersonality).toHaveLength(10);
    expect(parsed.colorPreferences).toHaveLength(6);
    const board = generateMoodBoard(parsed);
    expect(board.layoutConcepts).toHaveLength(3);
    expect(board.colorPalettes.length).toBeGreaterThanOrEqual(6);
  });

  it("names each invalid field with its message", () => {
    expect(
      problems({ ...valid, projectName: "  ", projectType: "Spaceship", targetAudience: "", businessGoals: "" }),
    ).toEqual({
      projectName: MOOD_BOARD_MESSAGES.projectName,
      projectType: MOOD_BOARD_MESSAGES.projectType,
      targetAudience: MOOD_BOARD_MESSAGES.targetAudience,
      businessGoals: MOOD_BOARD_MESSAGES.businessGoals,
    });
    expect(problems({ ...valid, brandPersonality: [], stylePreferences: [] })).toEqual({
      brandPersonality: "Please choose at least one brand personality",
      stylePreferences: "Please choose at least one style",
    });
    expect(problems({ ...valid, brandPersonality: ["Grumpy"], colorPreferences: ["Neon Pink"] })).toEqual({
      brandPersonality: MOOD_BOARD_MESSAGES.brandPersonalityUnknown,
      colorPreferences: MOOD_BOARD_MESSAGES.colorPreferencesUnknown,
    });
    expect(problems({ ...valid, stylePreferences: [...STYLES, "Bold"] })).toEqual({
      stylePreferences: "Please choose at most 12 styles",
    });
    expect(problems({ ...valid, projectName: "x".repeat(121), clientEmail: "not-an-email" })).toEqual({
      projectName: "Project name must be at most 120 characters",
      clientEmail: "Please enter a valid email address",
    });
    expect(problems({ ...valid, inspirationDescription: "x".repeat(2001) })).toEqual({
      inspirationDescription: "Inspiration must be at most 2000 characters",
    });
  });
});
