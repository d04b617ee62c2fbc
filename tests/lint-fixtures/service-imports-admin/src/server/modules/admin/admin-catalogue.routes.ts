import { saveContents } from '../contents/contents-save.service';

export const adminCatalogueRoutes = { saveContents };
