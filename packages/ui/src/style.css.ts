// The kit's global CSS entry: theme variables on :root, theme classes, reset and base text.
// Apps import it once: `import '@wanju/ui/style.css'`.
import './theme/themes.css';
import './theme/global.css';
