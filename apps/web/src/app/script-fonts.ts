// Every Indian script must render on a machine without its fonts. Only each family's script subset
// is declared (its unicode-range), and the faces sit after the system fonts in the theme's stack,
// so a browser downloads a file only when a page shows such text that no local font covers.
// Bengali's faces also cover Assamese; Naskh covers Urdu.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
import '@fontsource/noto-sans-telugu/telugu-400.css';
import '@fontsource/noto-sans-telugu/telugu-700.css';
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-700.css';
import '@fontsource/noto-sans-malayalam/malayalam-400.css';
import '@fontsource/noto-sans-malayalam/malayalam-700.css';
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-700.css';
import '@fontsource/noto-sans-gurmukhi/gurmukhi-400.css';
import '@fontsource/noto-sans-gurmukhi/gurmukhi-700.css';
import '@fontsource/noto-sans-oriya/oriya-400.css';
import '@fontsource/noto-sans-oriya/oriya-700.css';
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
