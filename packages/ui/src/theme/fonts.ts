// Be Vietnam Pro, bundled from npm (no CDN); each file carries the latin, latin-ext and vietnamese subsets.
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
