/**
 * The mood-board request, shared by the form and POST /api/mood-board:
 * option values only from the option lists, at least one personality and
 * one style, any number of each up to the whole list (every style may be
 * chosen), bounded text.
 */
import { z } from "zod";
import { HONEYPOT_FIELD, honeypotSchema } from "../forms/honeypot";
import { optionalText } from "../forms/optional-text";
import { BRAND_PERSONALITIES, COLOR_PRESET_NAMES, MOOD_BOARD_LIMITS, PROJECT_TYPES, STYLES } from "./options";

const L = MOOD_BOARD_LIMITS;

const requiredText = (max: number, empty: string, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong });

/**
 * A multi-select: known values only, duplicates dropped, order kept. The list
 * can hold no more entries than there are options, so a request never carries
 * more than the whole list.
 */
const choices = <Values extends readonly [string, ...string[]]>(
  values: Values,
  messages: { unknown: string; tooMany: string; none?: string },
) =>
  z
    .array(z.enum(values, { error: messages.unknown }), { error: messages.none ?? messages.unknown })
    .max(values.length, { error: messages.tooMany })
    .transform((list) => [...new Set(list)])
    .refine((list) => !messages.none || list.length > 0, { error: messages.none });

export const MOOD_BOARD_MESSAGES = {
  projectName: "Please enter a project name",
  projectNameLong: `Project name must be at most ${L.projectName} characters`,
  projectType: "Please select a project type",
  targetAudience: "Please describe your target audience",
  targetAudienceLong: `Target audience must be at most ${L.targetAudience} characters`,
  businessGoals: "Please describe your business goals",
  businessGoalsLong: `Business goals must be at most ${L.businessGoals} characters`,
  brandPersonality: "Please choose at least one brand personality",
  brandPersonalityUnknown: "Please choose brand personalities from the list",
  brandPersonalityMany: `Please choose at most ${BRAND_PERSONALITIES.length} brand personalities`,
  colorPreferencesUnknown: "Please choose color palettes from the list",
  colorPreferencesMany: `Please choose at most ${COLOR_PRESET_NAMES.length} color palettes`,
  stylePreferences: "Please choose at least one style",
  stylePreferencesUnknown: "Please choose styles from the list",
  stylePreferencesMany: `Please choose at most ${STYLES.length} styles`,
  inspirationLong: `Inspiration must be at most ${L.inspirationDescription} characters`,
  clientEmail: "Please enter a valid email address",
  seed: "The variation number is not valid",
} as const;

const M = MOOD_BOARD_MESSAGES;

export const moodBoardRequestSchema = z.object({
  projectName: requiredText(L.projectName, M.projectName, M.projectNameLong),
  projectType: z.enum(PROJECT_TYPES, { error: M.projectType }),
  targetAudience: requiredText(L.targetAudience, M.targetAudience, M.targetAudienceLong),
  businessGoals: requiredText(L.businessGoals, M.businessGoals, M.businessGoalsLong),
  brandPersonality: choices(BRAND_PERSONALITIES, {
    unknown: M.brandPersonalityUnknown,
    tooMany: M.brandPersonalityMany,
    none: M.brandPersonality,
  }),
  colorPreferences: choices(COLOR_PRESET_NAMES, {
    unknown: M.colorPreferencesUnknown,
    tooMany: M.colorPreferencesMany,
  })
    .optional()
    .transform((list) => list ?? []),
  stylePreferences: choices(STYLES, {
    unknown: M.stylePreferencesUnknown,
    tooMany: M.stylePreferencesMany,
    none: M.stylePreferences,
  }),
  inspirationDescription: optionalText(L.inspirationDescription, M.inspirationLong),
  clientEmail: z
    .union([z.string().trim().max(254, { error: M.clientEmail }), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email({ error: M.clientEmail }).optional()),
  /** 0 is the canonical board; Create New Board with an unchanged brief asks for the next variation. */
  seed: z
    .number({ error: M.seed })
    .int({ error: M.seed })
    .min(0, { error: M.seed })
    .max(L.maxSeed, { error: M.seed })
    .optional()
    .transform((value) => value ?? 0),
  [HONEYPOT_FIELD]: honeypotSchema,
});

export type MoodBoardInput = z.input<typeof moodBoardRequestSchema>;
export type MoodBoardBrief = z.infer<typeof moodBoardRequestSchema>;
