import { i18n } from './index';
import { viScreens } from './vi-screens';

// Imported by the screens loaded on use that read these messages: they are there before those screens render.
i18n.addResourceBundle('vi', 'translation', viScreens);
