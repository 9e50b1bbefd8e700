/**
 * Initials of a person's name for an avatar.
 *
 * Vietnamese names run family name, middle name(s), given name ('Trần Thị Mai'): people are called by the LAST
 * word, and the family name is the FIRST. So the initials are the family name's first letter followed by the
 * given name's: 'Trần Thị Mai' → 'TM', 'Nguyễn Văn An' → 'NA', 'Đỗ Ánh' → 'ĐÁ'. The middle names are skipped.
 * One word gives one letter ('Mai' → 'M'). Diacritics are kept ('Ánh' → 'Á'), letters are upper-cased, words
 * without a letter (digits, punctuation) are ignored, and an empty name gives ''. Western names written given
 * name first ('John Smith') get the same first + last rule ('JS').
 */
export function nameInitials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '';
  const initials = letters.length === 1 ? letters[0]! : letters[0]! + letters[letters.length - 1]!;
  return initials.toLocaleUpperCase('vi');
}
