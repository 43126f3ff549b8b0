import { homeSchema, saveBannersBodySchema, saveNoticeBodySchema, savedBannersSchema, savedNoticeSchema } from './home';
import { route } from './route-def';

/** The home page and the back office's banners and notice on it. */
export const homeRoutes = {
  home: route({
    method: 'GET',
    path: '/home/index',
    auth: 'optional',
    tag: 'home',
    summary: 'The home page in one answer (ours): banners, the popup notice, packages, the CRC reference price, coupons to claim',
    response: homeSchema,
  }),
  saveBanners: route({
    method: 'POST',
    path: '/admin/home/banners',
    auth: 'operator',
    permission: 'content.edit',
    target: 'banner',
    tag: 'operator',
    summary: "Replace the home page's banners (titles per language; an image and a link each, both optional)",
    body: saveBannersBodySchema,
    response: savedBannersSchema,
  }),
  saveNotice: route({
    method: 'POST',
    path: '/admin/home/notice',
    auth: 'operator',
    permission: 'content.edit',
    target: 'notice',
    tag: 'operator',
    summary: 'Publish the popup notice (a new id, so every member sees it once) or take it down (null)',
    body: saveNoticeBodySchema,
    response: savedNoticeSchema,
  }),
} as const;
