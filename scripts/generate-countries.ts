/** Writes simulator/platform/countries/countries.json from the maintained data sets (run by `npm run build`). */
import { writeFileSync } from 'node:fs';
import { countriesJsonText } from '../simulator/platform/countries/countries-source';

const target = new URL('../simulator/platform/countries/countries.json', import.meta.url);
const text = countriesJsonText();
writeFileSync(target, text);
console.log(`countries: ${Object.keys(JSON.parse(text) as object).length} entries written to simulator/platform/countries/countries.json`);
