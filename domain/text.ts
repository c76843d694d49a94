/** A Chinese character, as the database's `cjk_characters` and `customer_full_name` recognise one. */
export const chineseCharacter = /[\u3400-\u9fff\uf900-\ufaff]/u;
