/**
 * The type specimens' faces, self-hosted from npm (SIL Open Font License),
 * imported only by the mood-board route modules so Vite puts their CSS in
 * those routes' chunks: no other page loads them, and a browser downloads a
 * face only when text on the page uses it. Latin subsets where the package
 * offers them; the variable packages declare unicode-range per subset.
 * Keep in step with server/features/mood-board/generator/fonts.ts.
 */
import "@fontsource/playfair-display/latin-700.css";
import "@fontsource/dm-serif-display/latin-400.css";
import "@fontsource/cormorant-garamond/latin-600.css";
import "@fontsource/archivo-black/latin-400.css";
import "@fontsource/ibm-plex-sans/latin-400.css";
import "@fontsource/ibm-plex-sans/latin-600.css";
import "@fontsource-variable/fraunces/wght.css";
import "@fontsource-variable/syne/wght.css";
import "@fontsource-variable/fredoka/wght.css";
import "@fontsource-variable/manrope/wght.css";
import "@fontsource-variable/source-serif-4/wght.css";
import "@fontsource-variable/jetbrains-mono/wght.css";
