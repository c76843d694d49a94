// Every enumeration of the product, declared once. Labels live in i18n/ under `enums.<name>.<value>`.

export const propertyTypes = ['condos', 'house', 'townhouse', 'apartment', 'commercial', 'other'] as const;

export const customerStatuses = [
  'pending',
  'active',
  'inactive',
  'potential',
  'interested',
  'qualified',
  'not-interested',
  'bad-fit',
] as const;

export const projectStatuses = [
  'pending',
  'contacted',
  'quoted',
  'confirmed',
  'contracted',
  'abandoned',
  'in_progress',
  'rework',
  'inspected',
  'ready_for_acceptance',
  'completed',
  'incomplete',
  'cancelled',
] as const;

/** The services the business sells; projects default to interior renovation (the original requirement spelled it `interior_renovation`). */
export const serviceTypes = [
  'interior-renovation',
  'exterior-renovation',
  'whole-house-renovation',
  'kitchen-remodeling',
  'bathroom-renovation',
  'basement-renovation',
  'home-addition',
  'condo-renovation',
  'commercial-renovation',
  'custom-home',
  'demolition',
  'framing',
  'drywall',
  'painting',
  'wallpaper',
  'flooring',
  'hardwood-flooring',
  'tile-installation',
  'carpet-installation',
  'cabinetry',
  'countertops',
  'backsplash',
  'plumbing',
  'electrical',
  'lighting',
  'hvac',
  'heating',
  'air-conditioning',
  'insulation',
  'ventilation',
  'roofing',
  'eavestroughs',
  'siding',
  'windows-and-doors',
  'garage-doors',
  'masonry',
  'stucco',
  'concrete',
  'foundation-repair',
  'basement-waterproofing',
  'decks-and-fences',
  'patios-and-walkways',
  'landscaping',
  'interlocking',
  'fireplaces',
  'stairs-and-railings',
  'trim-and-moulding',
  'closets-and-storage',
  'laundry-room',
  'accessibility-modifications',
  'energy-efficiency',
  'smart-home',
  'soundproofing',
  'mold-remediation',
  'water-damage-restoration',
  'asbestos-removal',
  'permits-and-drawings',
  'interior-design',
  'handyman',
  'junk-removal',
] as const;

export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'interrupted', 'cancelled'] as const;

/** A quote version's status (docs/quotes.md#versions): a revised one becomes `superseded`. */
export const quoteStatuses = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded'] as const;

export const contractTypes = [
  'standard',
  'lump-sum',
  'unit-price',
  'cost-plus',
  'incentive',
  'percentage',
  'other',
] as const;

/** What a project's photo or document shows (docs/pm.md#photos-and-documents). */
export const projectFileStages = ['before', 'during', 'after', 'plan', 'permit', 'other'] as const;

export const contractLocations = ['office', 'customer-home', 'outside-the-office', 'construction-site'] as const;

export const taskTypes = [
  'engineering',
  'office',
  'online',
  'onsite',
  'marketing',
  'finance',
  'customer_service',
] as const;

export const campaignRecipientLists = [
  'all',
  'english-customer',
  'chinese-customer',
  'customers-3-months',
  'customers-6-months',
  'customers-12-months',
  'old-customers',
] as const;

export const campaignTemplates = ['default', 'template1', 'template2', 'template3'] as const;

export const notificationChannels = ['email', 'sms'] as const;

/** A channel's marketing consent (domain/consent.ts, docs/consent.md). */
export const consentStates = ['express', 'implied', 'expired', 'withdrawn', 'none'] as const;
/** What staff (or the server, for an unsubscribe or an import) record; implied consent is never recorded by hand. */
export const recordedConsentKinds = ['express', 'withdrawn'] as const;
/** How a consent or its withdrawal was given. */
export const consentMethods = ['in_person', 'phone', 'web_form', 'email', 'import', 'unsubscribe_link', 'one_click_unsubscribe', 'sms_reply'] as const;

export const locales = ['en-US', 'zh-CN', 'fr-FR'] as const;

/** The languages of the interface; customers may also speak fr-FR. */
export const interfaceLocales = ['en-US', 'zh-CN'] as const;

export const genders = ['unknown', 'male', 'female'] as const;

export const departments = [
  'admin',
  'editorial',
  'production',
  'sales',
  'marketing',
  'tech',
  'accounting',
  'finance',
  'hr',
] as const;

export const jobTitles = [
  'administrator',
  'accountant',
  'architect',
  'analyst',
  'assistant',
  'associate',
  'coordinator',
  'consultant',
  'director',
  'developer',
  'designer',
  'executive',
  'engineer',
  'entry',
  'general_manager',
  'head',
  'professional',
  'president',
  'principal',
  'manager',
  'scientist',
  'specialist',
  'strategist',
  'supervisor',
  'officer',
  'operator',
] as const;

export const contractorTypes = [
  'general',
  'carpenter',
  'electrician',
  'plumber',
  'painter',
  'hvac',
  'mason',
  'roofer',
  'tile-setting',
  'drywall',
  'flooring',
  'landscaper',
  'glazier',
  'insulation',
  'cabinet-maker',
  'concrete',
  'demolition',
  'excavation',
  'fencing',
  'waterproofing',
] as const;

/** Customer sources, spelled exactly as the business records them. */
export const sources = [
  'Unknown',
  'Direct',
  'HomeStars',
  'Friend Referral',
  'Employee Referral',
  'Little Red Book',
  'Reno Assisstance',
  'Website',
  'WeChat',
  'Online Community',
  'Email',
  'SMS',
  'Google Ads',
  'Facebook Ads',
  'Instagram Ads',
  'Supermarket Ads',
  'Newspaper',
  'Broadcast',
  'Search Engine',
  '51.CA',
  'Regular Customer',
  'Lawn Sign',
  'Construction Site',
] as const;

export const staffRoles = ['superadmin', 'admin', 'manager', 'employee', 'Worker', 'visitor'] as const;

export const permissionTags = ['all', 'default', 'crm', 'pm', 'marketing', 'system'] as const;

export type ProjectStatus = (typeof projectStatuses)[number];
export type CampaignStatus = (typeof campaignStatuses)[number];
export type CampaignTemplate = (typeof campaignTemplates)[number];
export type ServiceType = (typeof serviceTypes)[number];
export type CustomerStatus = (typeof customerStatuses)[number];
export type QuoteStatus = (typeof quoteStatuses)[number];
export type ProjectFileStage = (typeof projectFileStages)[number];
export type Source = (typeof sources)[number];
export type Locale = (typeof locales)[number];
export type InterfaceLocale = (typeof interfaceLocales)[number];
export type StaffRole = (typeof staffRoles)[number];
export type PermissionTag = (typeof permissionTags)[number];
