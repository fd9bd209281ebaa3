/** The widget's French texts (France), which ships without its own declaration. */
declare module 'altcha/i18n/fr-fr';
