import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const content: Catalogue<typeof source> = {
  updatedAt: 'Updated {{date}}',
  faq: 'FAQ',
  noFaq: 'No questions yet',
  navWe: {
    brand: 'UU Share',
    slogan: 'The value of shopping and sharing, back to everyone who takes part',
    about: 'About us',
    companyOverview: 'Company overview',
    guide: 'Getting started',
    versions: 'Versions',
    currentVersion: 'Current version',
    version: 'v{{version}}',
    checkUpdate: 'Check for updates and download',
    agreements: 'Agreements and policies',
    noAgreements: 'No agreements',
    customerService: 'Customer service',
  },
};

export default content;
