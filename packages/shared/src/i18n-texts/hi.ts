import type { TextDictionary } from './translate';

/**
 * The server's messages in Hindi, by their English text (decision 0032). Keys are the English
 * messages exactly as the schemas and services write them; `{name}` stands for any text.
 * tools/check-server-texts.test.ts checks every key still exists in the code.
 */
export const HINDI_TEXTS: TextDictionary = {
  'Some fields are not valid.': 'कुछ फ़ील्ड सही नहीं हैं।',
  'Too many requests. Please wait and try again.':
    'बहुत सारे अनुरोध। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  'Choose English or Hindi': 'अंग्रेज़ी या हिन्दी चुनें',
};
