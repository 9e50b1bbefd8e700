import { defineModule } from '../module.js';
import { layoutBanners } from './banners.js';
import { callCenterExtensions, callCenterPhoneNumbers } from './call-center.js';
import { custom2, custom3 } from './custom-catalogues.js';

/** The system module: free catalogues 2 and 3, banners, call-center extensions and numbers. */
export const systemModule = defineModule({
  resources: [custom2, custom3, layoutBanners, callCenterExtensions, callCenterPhoneNumbers],
});
