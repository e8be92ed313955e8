// Age in whole years on `today` (YYYY-MM-DD): the birthday itself counts as the new year of age.
export function ageInYears(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split("-").map(Number);
  const [year, month, day] = today.split("-").map(Number);
  const beforeBirthday = month! < birthMonth! || (month === birthMonth && day! < birthDay!);
  return year! - birthYear! - (beforeBirthday ? 1 : 0);
}
