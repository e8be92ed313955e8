// The nationalities a crewing agency sees most (DOMAIN.md §6.2 weights), with the facts their
// documents print: names (§6.3), MRZ code, passport and seaman's-book number patterns, phone numbers
// (§6.4). Number patterns are plausible shapes, not any state's real numbering rules.
import type { Random } from "./random.js";

export type NameStyle =
  // Surname + given names (most countries).
  | "western"
  // Philippines: surname, given names and a middle name (the mother's maiden name).
  | "middle-name"
  // China, Vietnam: the surname is written first in full-name form.
  | "surname-first"
  // Myanmar: no family name; the whole name is one identifier.
  | "single-name";

export interface Nationality {
  alpha2: string;
  // The code in the MRZ: ISO alpha-3, or the ICAO exception (Germany is "D").
  icaoCode: string;
  country: string;
  // The state's name as a passport's header prints it.
  stateName: string;
  demonym: string;
  weight: number;
  nameStyle: NameStyle;
  // Share of holders with one name only (DOMAIN.md §6.3: ~10 % of Indonesians).
  singleNameShare: number;
  givenNames: { male: string[]; female: string[] };
  surnames: string[];
  // Feminine form of a surname where the language inflects it (Ivanov → Ivanova).
  feminineSurname?: (surname: string) => string;
  cities: string[];
  passportAuthority: string[];
  passportNumber: (random: Random) => string;
  seamansBook: { name: string; number: (random: Random) => string };
  // Issues ICAO TD1 identity cards.
  idCard?: (random: Random) => string;
  phone: (random: Random) => { e164: string; text: string };
}

function phone(countryCode: string, groups: number[], leading: string) {
  return (random: Random) => {
    const total = groups.reduce((sum, size) => sum + size, 0);
    const digits = leading + random.digits(total - leading.length);
    const grouped: string[] = [];
    let offset = 0;
    for (const size of groups) {
      grouped.push(digits.slice(offset, offset + size));
      offset += size;
    }
    return { e164: `+${countryCode}${digits}`, text: `+${countryCode} ${grouped.join(" ")}` };
  };
}

const slavicFeminine = (surname: string) => (/(ov|ev|in)$/.test(surname) ? `${surname}a` : surname);
const polishFeminine = (surname: string) => surname.replace(/ski$/, "ska").replace(/cki$/, "cka");
const latvianFeminine = (surname: string) => surname.replace(/š$/, "a").replace(/s$/, "a");

export const nationalities: readonly Nationality[] = [
  {
    alpha2: "PH",
    icaoCode: "PHL",
    country: "Philippines",
    stateName: "REPUBLIC OF THE PHILIPPINES",
    demonym: "Filipino",
    weight: 28,
    nameStyle: "middle-name",
    singleNameShare: 0,
    givenNames: {
      male: ["Jose", "Juan", "Mark", "John Paul", "Ramil", "Rodel", "Jerome", "Ariel", "Joel", "Rey", "Edwin", "Romeo", "Christian", "Jayson"],
      female: ["Ma. Cristina", "Maria Luisa", "Jocelyn", "Rowena", "Mary Grace"],
    },
    surnames: [
      "Santos",
      "Reyes",
      "Cruz",
      "Bautista",
      "Garcia",
      "Mendoza",
      "Ramos",
      "Villanueva",
      "Aquino",
      "Navarro",
      "Castillo",
      "Flores",
      "Dela Cruz",
      "De Guzman",
    ],
    cities: ["Manila", "Cebu City", "Iloilo City", "Batangas City", "Davao City", "Tacloban City"],
    passportAuthority: ["DFA MANILA", "DFA CEBU", "DFA NCR SOUTH"],
    passportNumber: (random) => `P${random.digits(7)}${random.letters(1)}`,
    seamansBook: { name: "Seafarer's Identification and Record Book (SIRB)", number: (random) => `C${random.digits(7)}` },
    phone: phone("63", [3, 3, 4], "9"),
  },
  {
    alpha2: "IN",
    icaoCode: "IND",
    country: "India",
    stateName: "REPUBLIC OF INDIA",
    demonym: "Indian",
    weight: 12,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Rahul", "Amit", "Sandeep", "Rajesh", "Vikram", "Arun", "Suresh", "Prakash", "Deepak", "Anil"], female: ["Priya", "Anjali", "Sneha"] },
    surnames: ["Singh", "Kumar", "Sharma", "Nair", "Menon", "Fernandes", "D'Souza", "Patil", "Rao", "Das"],
    cities: ["Mumbai", "Kochi", "Chennai", "Panaji", "Kolkata", "Visakhapatnam"],
    passportAuthority: ["MUMBAI", "COCHIN", "CHENNAI", "PANAJI"],
    passportNumber: (random) => `${random.pick(["J", "K", "L", "M", "N", "P", "R", "S", "T", "U", "V", "W", "Z"])}${random.digits(7)}`,
    seamansBook: { name: "Continuous Discharge Certificate (CDC)", number: (random) => `${random.pick(["MUM", "KOL", "CHN"])} ${random.digits(6)}` },
    phone: phone("91", [5, 5], "9"),
  },
  {
    alpha2: "ID",
    icaoCode: "IDN",
    country: "Indonesia",
    stateName: "REPUBLIC OF INDONESIA",
    demonym: "Indonesian",
    weight: 9,
    nameStyle: "western",
    singleNameShare: 0.1,
    givenNames: { male: ["Agus", "Budi", "Dedi", "Hendra", "Rizky", "Fajar", "Andi", "Yusuf", "Eko", "Slamet"], female: ["Siti", "Dewi", "Ratna"] },
    surnames: ["Santoso", "Wijaya", "Saputra", "Pratama", "Hidayat", "Nugroho", "Setiawan", "Kurniawan", "Siregar"],
    cities: ["Jakarta", "Surabaya", "Semarang", "Makassar", "Medan", "Cilacap"],
    passportAuthority: ["KANIM JAKARTA UTARA", "KANIM SURABAYA", "KANIM SEMARANG"],
    passportNumber: (random) => `${random.pick(["B", "C", "X"])}${random.digits(7)}`,
    seamansBook: { name: "Buku Pelaut (Seaman's Book)", number: (random) => `F ${random.digits(6)}` },
    phone: phone("62", [3, 4, 4], "8"),
  },
  {
    alpha2: "UA",
    icaoCode: "UKR",
    country: "Ukraine",
    stateName: "UKRAINE",
    demonym: "Ukrainian",
    weight: 7,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: {
      male: ["Oleksandr", "Serhii", "Andrii", "Dmytro", "Volodymyr", "Yurii", "Oleh", "Ihor", "Vitalii", "Mykola"],
      female: ["Olena", "Iryna", "Nataliia"],
    },
    surnames: ["Shevchenko", "Kovalenko", "Bondarenko", "Tkachenko", "Kravchenko", "Melnyk", "Boiko", "Koval", "Oliinyk", "Lysenko"],
    cities: ["Odesa", "Mykolaiv", "Kherson", "Izmail", "Kyiv"],
    passportAuthority: ["5112", "5113", "4817"],
    passportNumber: (random) => `${random.pick(["FA", "FB", "FC", "GA", "EA"])}${random.digits(6)}`,
    seamansBook: { name: "Seaman's Identity Card (Ukraine)", number: (random) => `AB ${random.digits(6)}` },
    phone: phone("380", [2, 3, 2, 2], "6"),
  },
  {
    alpha2: "RU",
    icaoCode: "RUS",
    country: "Russian Federation",
    stateName: "RUSSIAN FEDERATION",
    demonym: "Russian",
    weight: 6,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: {
      male: ["Aleksandr", "Sergei", "Dmitrii", "Andrei", "Aleksei", "Ivan", "Mikhail", "Nikolai", "Vladimir", "Oleg"],
      female: ["Elena", "Olga", "Tatiana"],
    },
    surnames: ["Ivanov", "Smirnov", "Kuznetsov", "Popov", "Sokolov", "Lebedev", "Kozlov", "Novikov", "Morozov", "Volkov"],
    feminineSurname: slavicFeminine,
    cities: ["Saint Petersburg", "Vladivostok", "Novorossiysk", "Kaliningrad", "Murmansk"],
    passportAuthority: ["MVD 78001", "MVD 25002", "MVD 39003"],
    passportNumber: (random) => `${random.int(70, 76)}${random.digits(7)}`,
    seamansBook: { name: "Seaman's Book (Russian Federation)", number: (random) => `RUS ${random.digits(7)}` },
    phone: phone("7", [3, 3, 2, 2], "9"),
  },
  {
    alpha2: "CN",
    icaoCode: "CHN",
    country: "China",
    stateName: "PEOPLE'S REPUBLIC OF CHINA",
    demonym: "Chinese",
    weight: 5,
    nameStyle: "surname-first",
    singleNameShare: 0,
    givenNames: { male: ["Wei", "Jun", "Hao", "Lei", "Tao", "Qiang", "Jian", "Ming", "Yong", "Bo"], female: ["Na", "Fang", "Jing"] },
    surnames: ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"],
    cities: ["Dalian", "Qingdao", "Shanghai", "Tianjin", "Xiamen"],
    passportAuthority: ["NATIONAL IMMIGRATION ADMINISTRATION"],
    passportNumber: (random) => `E${random.digits(8)}`,
    seamansBook: { name: "Seafarer's Passport (PRC)", number: (random) => `S${random.digits(8)}` },
    phone: phone("86", [3, 4, 4], "13"),
  },
  {
    alpha2: "MM",
    icaoCode: "MMR",
    country: "Myanmar",
    stateName: "REPUBLIC OF THE UNION OF MYANMAR",
    demonym: "Myanmar",
    weight: 5,
    nameStyle: "single-name",
    singleNameShare: 1,
    // Myanmar names have no family name: the whole name is drawn from these.
    givenNames: { male: ["Aung Ko Ko", "Kyaw Zin Htet", "Min Thu", "Zaw Win", "Htet Aung", "Soe Moe", "Thant Zin"], female: ["Thandar Aye", "Khin Myo"] },
    surnames: [],
    cities: ["Yangon", "Mandalay", "Pathein", "Mawlamyine"],
    passportAuthority: ["MINISTRY OF HOME AFFAIRS"],
    passportNumber: (random) => `M${random.pick(["A", "B", "C", "D"])}${random.digits(6)}`,
    seamansBook: { name: "Continuous Discharge Certificate (Myanmar)", number: (random) => `YGN${random.digits(6)}` },
    phone: phone("95", [1, 3, 3, 3], "9"),
  },
  {
    alpha2: "VN",
    icaoCode: "VNM",
    country: "Viet Nam",
    stateName: "SOCIALIST REPUBLIC OF VIET NAM",
    demonym: "Vietnamese",
    weight: 4,
    nameStyle: "surname-first",
    singleNameShare: 0,
    givenNames: { male: ["Van Minh", "Duc Anh", "Quang Huy", "Thanh Tung", "Van Hung"], female: ["Thi Lan", "Thi Hoa"] },
    surnames: ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang"],
    cities: ["Hai Phong", "Nam Dinh", "Thanh Hoa", "Vung Tau"],
    passportAuthority: ["CUC QUAN LY XUAT NHAP CANH"],
    passportNumber: (random) => `C${random.digits(7)}`,
    seamansBook: { name: "Seaman's Book (Viet Nam)", number: (random) => `HP-${random.digits(6)}` },
    phone: phone("84", [2, 3, 2, 2], "9"),
  },
  {
    alpha2: "PL",
    icaoCode: "POL",
    country: "Poland",
    stateName: "REPUBLIC OF POLAND",
    demonym: "Polish",
    weight: 3,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Piotr", "Krzysztof", "Tomasz", "Paweł", "Marek"], female: ["Anna", "Katarzyna"] },
    surnames: ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Lewandowski"],
    feminineSurname: polishFeminine,
    cities: ["Gdynia", "Szczecin", "Gdańsk", "Kołobrzeg"],
    passportAuthority: ["WOJEWODA POMORSKI", "WOJEWODA ZACHODNIOPOMORSKI"],
    passportNumber: (random) => `E${random.letters(1)}${random.digits(7)}`,
    seamansBook: { name: "Seaman's Book (Poland)", number: (random) => `GDY ${random.digits(6)}` },
    idCard: (random) => `${random.letters(3)}${random.digits(6)}`,
    phone: phone("48", [3, 3, 3], "5"),
  },
  {
    alpha2: "RO",
    icaoCode: "ROU",
    country: "Romania",
    stateName: "ROMANIA",
    demonym: "Romanian",
    weight: 3,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Andrei", "Mihai", "Ionuț", "Cristian", "Florin"], female: ["Elena", "Ioana"] },
    surnames: ["Popescu", "Ionescu", "Popa", "Stan", "Dumitru"],
    cities: ["Constanța", "Galați", "Tulcea", "Mangalia"],
    passportAuthority: ["SPCEEPS CONSTANTA", "SPCEEPS GALATI"],
    passportNumber: (random) => `05${random.digits(7)}`,
    seamansBook: { name: "Carnet de Marinar (Seaman's Book)", number: (random) => `CT ${random.digits(6)}` },
    idCard: (random) => `${random.pick(["CT", "GL", "TL"])}${random.digits(6)}`,
    phone: phone("40", [3, 3, 3], "7"),
  },
  {
    alpha2: "HR",
    icaoCode: "HRV",
    country: "Croatia",
    stateName: "REPUBLIC OF CROATIA",
    demonym: "Croatian",
    weight: 3,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Ivan", "Marko", "Josip", "Ante", "Tomislav"], female: ["Ana", "Ivana"] },
    surnames: ["Horvat", "Kovačević", "Babić", "Marić", "Jurić"],
    cities: ["Rijeka", "Split", "Zadar", "Dubrovnik"],
    passportAuthority: ["PU PRIMORSKO-GORANSKA", "PU SPLITSKO-DALMATINSKA"],
    passportNumber: (random) => `1${random.digits(8)}`,
    seamansBook: { name: "Pomorska knjižica (Seaman's Book)", number: (random) => `RI-${random.digits(5)}` },
    idCard: (random) => random.digits(9),
    phone: phone("385", [2, 3, 4], "9"),
  },
  {
    alpha2: "GE",
    icaoCode: "GEO",
    country: "Georgia",
    stateName: "GEORGIA",
    demonym: "Georgian",
    weight: 2,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Giorgi", "Levan", "Davit", "Irakli"], female: ["Nino", "Tamar"] },
    surnames: ["Beridze", "Kapanadze", "Gelashvili", "Tsiklauri"],
    cities: ["Batumi", "Poti", "Tbilisi", "Kobuleti"],
    passportAuthority: ["PUBLIC SERVICE DEVELOPMENT AGENCY"],
    passportNumber: (random) => `${random.digits(2)}${random.letters(2)}${random.digits(5)}`,
    seamansBook: { name: "Seaman's Book (Georgia)", number: (random) => `GEO ${random.digits(6)}` },
    phone: phone("995", [3, 2, 2, 2], "5"),
  },
  {
    alpha2: "BG",
    icaoCode: "BGR",
    country: "Bulgaria",
    stateName: "REPUBLIC OF BULGARIA",
    demonym: "Bulgarian",
    weight: 2,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Georgi", "Dimitar", "Nikolay", "Ivaylo"], female: ["Maria", "Elena"] },
    surnames: ["Ivanov", "Georgiev", "Dimitrov", "Petrov"],
    feminineSurname: slavicFeminine,
    cities: ["Varna", "Burgas", "Sofia"],
    passportAuthority: ["MVR VARNA", "MVR BURGAS"],
    passportNumber: (random) => `38${random.digits(7)}`,
    seamansBook: { name: "Seaman's Book (Bulgaria)", number: (random) => `VAR ${random.digits(6)}` },
    idCard: (random) => `64${random.digits(7)}`,
    phone: phone("359", [2, 3, 4], "8"),
  },
  {
    alpha2: "LV",
    icaoCode: "LVA",
    country: "Latvia",
    stateName: "REPUBLIC OF LATVIA",
    demonym: "Latvian",
    weight: 2,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Jānis", "Andris", "Māris", "Edgars"], female: ["Ilze", "Anna"] },
    surnames: ["Bērziņš", "Kalniņš", "Ozols", "Liepiņš"],
    feminineSurname: latvianFeminine,
    cities: ["Riga", "Liepāja", "Ventspils"],
    passportAuthority: ["PMLP"],
    passportNumber: (random) => `LV${random.digits(7)}`,
    seamansBook: { name: "Seaman's Book (Latvia)", number: (random) => `LV-${random.digits(6)}` },
    idCard: (random) => `PA${random.digits(7)}`,
    phone: phone("371", [2, 3, 3], "2"),
  },
  {
    alpha2: "ME",
    icaoCode: "MNE",
    country: "Montenegro",
    stateName: "MONTENEGRO",
    demonym: "Montenegrin",
    weight: 2,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Milan", "Nikola", "Dragan", "Vuk"], female: ["Jelena", "Milica"] },
    surnames: ["Vuković", "Popović", "Radović", "Perović"],
    cities: ["Kotor", "Bar", "Tivat", "Herceg Novi"],
    passportAuthority: ["MUP KOTOR", "MUP BAR"],
    passportNumber: (random) => `${random.digits(8)}`,
    seamansBook: { name: "Seaman's Book (Montenegro)", number: (random) => `KO ${random.digits(5)}` },
    phone: phone("382", [2, 3, 3], "6"),
  },
  {
    alpha2: "TR",
    icaoCode: "TUR",
    country: "Türkiye",
    stateName: "REPUBLIC OF TÜRKIYE",
    demonym: "Turkish",
    weight: 2,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Mehmet", "Mustafa", "Ahmet", "Emre"], female: ["Ayşe", "Elif"] },
    surnames: ["Yılmaz", "Kaya", "Demir", "Çelik"],
    cities: ["İstanbul", "İzmir", "Trabzon", "Mersin"],
    passportAuthority: ["T.C. ICISLERI BAKANLIGI"],
    passportNumber: (random) => `U${random.digits(8)}`,
    seamansBook: { name: "Gemiadamı Cüzdanı (Seaman's Book)", number: (random) => `IST-${random.digits(6)}` },
    phone: phone("90", [3, 3, 2, 2], "5"),
  },
  {
    alpha2: "GR",
    icaoCode: "GRC",
    country: "Greece",
    stateName: "HELLENIC REPUBLIC",
    demonym: "Greek",
    weight: 2,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Georgios", "Dimitrios", "Ioannis", "Konstantinos"], female: ["Maria", "Eleni"] },
    surnames: ["Papadopoulos", "Georgiou", "Nikolaou", "Vlachos"],
    cities: ["Piraeus", "Chios", "Andros", "Thessaloniki"],
    passportAuthority: ["HELLENIC POLICE"],
    passportNumber: (random) => `${random.letters(2)}${random.digits(7)}`,
    seamansBook: { name: "Naftiko Fylladio (Seaman's Book)", number: (random) => `PIR ${random.digits(6)}` },
    idCard: (random) => `${random.letters(2)}${random.digits(6)}`,
    phone: phone("30", [3, 3, 4], "69"),
  },
  {
    alpha2: "LK",
    icaoCode: "LKA",
    country: "Sri Lanka",
    stateName: "DEMOCRATIC SOCIALIST REPUBLIC OF SRI LANKA",
    demonym: "Sri Lankan",
    weight: 2,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Nuwan", "Chaminda", "Ruwan", "Kasun"], female: ["Dilani", "Nadeesha"] },
    surnames: ["Perera", "Fernando", "Silva", "Jayasinghe"],
    cities: ["Colombo", "Galle", "Negombo"],
    passportAuthority: ["DEPARTMENT OF IMMIGRATION AND EMIGRATION"],
    passportNumber: (random) => `N${random.digits(7)}`,
    seamansBook: { name: "Seaman's Record Book (Sri Lanka)", number: (random) => `CMB ${random.digits(5)}` },
    phone: phone("94", [2, 3, 4], "7"),
  },
  {
    alpha2: "BD",
    icaoCode: "BGD",
    country: "Bangladesh",
    stateName: "PEOPLE'S REPUBLIC OF BANGLADESH",
    demonym: "Bangladeshi",
    weight: 1,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Mohammad", "Rashed", "Kamrul", "Shahidul"], female: ["Nasrin", "Farzana"] },
    surnames: ["Rahman", "Hossain", "Islam", "Chowdhury"],
    cities: ["Chattogram", "Dhaka", "Khulna"],
    passportAuthority: ["DIP/DHAKA", "DIP/CHATTOGRAM"],
    passportNumber: (random) => `${random.letters(2)}${random.digits(7)}`,
    seamansBook: { name: "Continuous Discharge Certificate (Bangladesh)", number: (random) => `CTG-${random.digits(5)}` },
    phone: phone("880", [4, 6], "17"),
  },
  {
    // Not in the §6.2 weights: here for the ICAO exception "D<<" (DOMAIN.md §4.2) and the umlaut
    // transliteration (MÜLLER → MUELLER in the MRZ).
    alpha2: "DE",
    icaoCode: "D",
    country: "Germany",
    stateName: "FEDERAL REPUBLIC OF GERMANY",
    demonym: "German",
    weight: 1,
    nameStyle: "western",
    singleNameShare: 0,
    givenNames: { male: ["Thomas", "Jörg", "Lukas", "Hendrik"], female: ["Anna", "Katrin"] },
    surnames: ["Müller", "Schröder", "Jansen", "Petersen", "Hoffmann"],
    cities: ["Hamburg", "Bremen", "Kiel", "Rostock"],
    passportAuthority: ["FREIE UND HANSESTADT HAMBURG", "STADT BREMEN"],
    passportNumber: (random) => `C${Array.from({ length: 8 }, () => random.pick([..."CFGHJKLMNPRTVWXYZ0123456789"])).join("")}`,
    seamansBook: { name: "Seefahrtbuch (Seaman's Book)", number: (random) => `HH ${random.digits(6)}` },
    idCard: (random) => `L${Array.from({ length: 8 }, () => random.pick([..."CFGHJKLMNPRTVWXYZ0123456789"])).join("")}`,
    phone: phone("49", [3, 8], "15"),
  },
];

export const nationalityByAlpha2 = new Map(nationalities.map((nationality) => [nationality.alpha2, nationality]));

export function nationalityOf(alpha2: string): Nationality {
  const nationality = nationalityByAlpha2.get(alpha2);
  if (!nationality) throw new Error(`no nationality ${alpha2}`);
  return nationality;
}

// The nationalities whose people may carry a TD1 identity card.
export const idCardNationalities = nationalities.filter((nationality) => nationality.idCard).map((nationality) => nationality.alpha2);
