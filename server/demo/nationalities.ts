// The crew nationalities of the demo (DOMAIN.md §6.2 weights, §6.3 names, §6.4 phone formats).
import type { Rng } from "./random.js";

export interface Nationality {
  code: string; // ISO 3166-1 alpha-2
  alpha3: string; // as printed in the MRZ
  country: string;
  demonym: string;
  weight: number;
  // Officer vs rating skew applied on top of the weight.
  officerBias: number;
  givenNames: string[];
  femaleGivenNames: string[];
  surnames: string[];
  // No family names (Myanmar) or often a single name (Indonesia, ~10 %).
  singleNameShare: number;
  // Surname first in documents (China).
  cities: string[];
  streets: string[];
  phone: (rng: Rng) => string;
  passportNumber: (rng: Rng) => string;
  languages: string[]; // ISO 639-3 besides English
}

const num = (rng: Rng, n: number) => rng.digits(n);

export const NATIONALITIES: Nationality[] = [
  {
    code: "PH", alpha3: "PHL", country: "Philippines", demonym: "Filipino", weight: 28, officerBias: 0.6,
    givenNames: ["Jose", "Juan", "Mark", "John Paul", "Ramil", "Rodel", "Jerome", "Ariel", "Joel", "Rey", "Edwin", "Romeo", "Christian", "Jayson", "Juan Carlo"],
    femaleGivenNames: ["Ma. Cristina", "Maricel", "Rowena", "Jennifer"],
    surnames: ["Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza", "Ramos", "Villanueva", "Aquino", "Navarro", "Castillo", "Flores", "Dela Cruz", "De Guzman"],
    singleNameShare: 0,
    cities: ["Manila", "Cebu City", "Iloilo City", "Cavite City", "Batangas City", "Tacloban", "Davao City"],
    streets: ["Rizal Street", "Mabini Street", "Bonifacio Avenue", "Luna Street", "Del Pilar Street"],
    phone: (rng) => `+639${rng.pick(["17", "18", "20", "27", "28", "45", "55", "66", "77", "98"])}${num(rng, 7)}`,
    passportNumber: (rng) => `P${num(rng, 7)}${rng.letter()}`,
    languages: ["tgl"],
  },
  {
    code: "IN", alpha3: "IND", country: "India", demonym: "Indian", weight: 12, officerBias: 1.3,
    givenNames: ["Rahul", "Amit", "Sandeep", "Rajesh", "Vikram", "Arun", "Suresh", "Prakash", "Deepak", "Anil"],
    femaleGivenNames: ["Priya", "Anjali"],
    surnames: ["Singh", "Kumar", "Sharma", "Nair", "Menon", "Fernandes", "D'Souza", "Patil", "Rao", "Das"],
    singleNameShare: 0,
    cities: ["Mumbai", "Kochi", "Chennai", "Goa", "Kolkata", "Visakhapatnam"],
    streets: ["M.G. Road", "Station Road", "Marine Drive", "Church Street"],
    phone: (rng) => `+91${rng.pick(["7", "8", "9"])}${num(rng, 9)}`,
    passportNumber: (rng) => `${rng.letter()}${num(rng, 7)}`,
    languages: ["hin"],
  },
  {
    code: "ID", alpha3: "IDN", country: "Indonesia", demonym: "Indonesian", weight: 9, officerBias: 0.7,
    givenNames: ["Agus", "Budi", "Dedi", "Hendra", "Rizky", "Fajar", "Andi", "Yusuf", "Eko", "Slamet"],
    femaleGivenNames: ["Siti", "Dewi"],
    surnames: ["Santoso", "Wijaya", "Saputra", "Pratama", "Hidayat", "Nugroho", "Setiawan", "Kurniawan", "Siregar"],
    singleNameShare: 0.1,
    cities: ["Jakarta", "Surabaya", "Semarang", "Makassar", "Medan"],
    streets: ["Jalan Merdeka", "Jalan Sudirman", "Jalan Diponegoro", "Jalan Gajah Mada"],
    phone: (rng) => `+628${rng.pick(["11", "12", "13", "21", "52", "57", "77", "78"])}${num(rng, 8)}`,
    passportNumber: (rng) => `${rng.letter()}${num(rng, 7)}`,
    languages: ["ind"],
  },
  {
    code: "UA", alpha3: "UKR", country: "Ukraine", demonym: "Ukrainian", weight: 7, officerBias: 1.6,
    givenNames: ["Oleksandr", "Serhii", "Andrii", "Dmytro", "Volodymyr", "Yurii", "Oleh", "Ihor", "Vitalii", "Mykola"],
    femaleGivenNames: ["Olena", "Iryna"],
    surnames: ["Shevchenko", "Kovalenko", "Bondarenko", "Tkachenko", "Kravchenko", "Melnyk", "Boiko", "Koval", "Oliinyk", "Lysenko"],
    singleNameShare: 0,
    cities: ["Odesa", "Mykolaiv", "Kherson", "Izmail", "Chornomorsk"],
    streets: ["Deribasivska St.", "Frantsuzkyi Blvd.", "Soborna St.", "Morska St."],
    phone: (rng) => `+380${rng.pick(["50", "63", "66", "67", "68", "93", "95", "97"])}${num(rng, 7)}`,
    passportNumber: (rng) => `${rng.letter()}${rng.letter()}${num(rng, 6)}`,
    languages: ["ukr", "rus"],
  },
  {
    code: "RU", alpha3: "RUS", country: "Russia", demonym: "Russian", weight: 6, officerBias: 1.5,
    givenNames: ["Aleksandr", "Sergei", "Dmitrii", "Andrei", "Aleksei", "Ivan", "Mikhail", "Nikolai", "Vladimir", "Oleg"],
    femaleGivenNames: ["Natalia", "Elena"],
    surnames: ["Ivanov", "Smirnov", "Kuznetsov", "Popov", "Sokolov", "Lebedev", "Kozlov", "Novikov", "Morozov", "Volkov"],
    singleNameShare: 0,
    cities: ["St. Petersburg", "Novorossiysk", "Vladivostok", "Kaliningrad", "Murmansk"],
    streets: ["Nevsky Prospekt", "Morskaya St.", "Lenina St.", "Sovetskaya St."],
    phone: (rng) => `+79${num(rng, 9)}`,
    passportNumber: (rng) => `${num(rng, 9)}`,
    languages: ["rus"],
  },
  {
    code: "CN", alpha3: "CHN", country: "China", demonym: "Chinese", weight: 5, officerBias: 1,
    givenNames: ["Wei", "Jun", "Hao", "Lei", "Tao", "Qiang", "Jian", "Ming", "Yong", "Bo"],
    femaleGivenNames: ["Li Na", "Mei"],
    surnames: ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"],
    singleNameShare: 0,
    cities: ["Dalian", "Shanghai", "Qingdao", "Tianjin", "Xiamen"],
    streets: ["Zhongshan Road", "Renmin Road", "Haibin Road", "Jiefang Road"],
    phone: (rng) => `+861${rng.pick(["3", "5", "8", "9"])}${num(rng, 9)}`,
    passportNumber: (rng) => `E${num(rng, 8)}`,
    languages: ["zho"],
  },
  {
    code: "MM", alpha3: "MMR", country: "Myanmar", demonym: "Myanmar", weight: 5, officerBias: 0.7,
    givenNames: [],
    femaleGivenNames: [],
    surnames: ["Aung Ko Ko", "Kyaw Zin Htet", "Min Thu", "Zaw Win", "Htet Aung", "Soe Moe", "Thant Zin", "Aung Myo Min", "Win Naing"],
    singleNameShare: 1,
    cities: ["Yangon", "Mandalay", "Thanlyin", "Mawlamyine"],
    streets: ["Pyay Road", "Strand Road", "Bogyoke Road"],
    phone: (rng) => `+959${num(rng, 9)}`,
    passportNumber: (rng) => `M${rng.letter()}${num(rng, 6)}`,
    languages: ["mya"],
  },
  {
    code: "VN", alpha3: "VNM", country: "Vietnam", demonym: "Vietnamese", weight: 4, officerBias: 0.8,
    givenNames: ["Van Minh", "Duc Anh", "Quang Huy", "Thanh Tung", "Van Hung"],
    femaleGivenNames: ["Thi Lan"],
    surnames: ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang"],
    singleNameShare: 0,
    cities: ["Haiphong", "Ho Chi Minh City", "Nam Dinh", "Vung Tau"],
    streets: ["Le Loi Street", "Tran Phu Street", "Nguyen Hue Boulevard"],
    phone: (rng) => `+84${rng.pick(["3", "7", "8", "9"])}${num(rng, 8)}`,
    passportNumber: (rng) => `C${num(rng, 7)}`,
    languages: ["vie"],
  },
  {
    code: "PL", alpha3: "POL", country: "Poland", demonym: "Polish", weight: 3, officerBias: 1.8,
    givenNames: ["Piotr", "Krzysztof", "Tomasz", "Paweł", "Marcin"],
    femaleGivenNames: ["Agnieszka", "Katarzyna"],
    surnames: ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Zieliński"],
    singleNameShare: 0,
    cities: ["Gdynia", "Szczecin", "Gdańsk", "Świnoujście"],
    streets: ["ul. Portowa", "ul. Morska", "ul. Świętojańska", "ul. Długa"],
    phone: (rng) => `+48${rng.pick(["5", "6", "7", "8"])}${num(rng, 8)}`,
    passportNumber: (rng) => `${rng.letter()}${rng.letter()}${num(rng, 7)}`,
    languages: ["pol"],
  },
  {
    code: "RO", alpha3: "ROU", country: "Romania", demonym: "Romanian", weight: 3, officerBias: 1.6,
    givenNames: ["Andrei", "Mihai", "Ionuț", "Florin", "Cristian"],
    femaleGivenNames: ["Ioana"],
    surnames: ["Popescu", "Ionescu", "Popa", "Stan", "Dumitru", "Constantinescu"],
    singleNameShare: 0,
    cities: ["Constanța", "Galați", "Mangalia", "Tulcea"],
    streets: ["Bd. Mamaia", "Str. Traian", "Bd. Tomis"],
    phone: (rng) => `+407${num(rng, 8)}`,
    passportNumber: (rng) => `0${num(rng, 8)}`,
    languages: ["ron"],
  },
  {
    code: "HR", alpha3: "HRV", country: "Croatia", demonym: "Croatian", weight: 3, officerBias: 1.8,
    givenNames: ["Ivan", "Marko", "Josip", "Ante", "Luka"],
    femaleGivenNames: ["Ana", "Marija"],
    surnames: ["Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Knežević"],
    singleNameShare: 0,
    cities: ["Rijeka", "Split", "Zadar", "Dubrovnik", "Mali Lošinj"],
    streets: ["Korzo", "Riva", "Ulica Ante Starčevića"],
    phone: (rng) => `+3859${rng.pick(["1", "2", "5", "8", "9"])}${num(rng, 7)}`,
    passportNumber: (rng) => `${num(rng, 9)}`,
    languages: ["hrv"],
  },
  {
    code: "GE", alpha3: "GEO", country: "Georgia", demonym: "Georgian", weight: 2, officerBias: 1.2,
    givenNames: ["Giorgi", "Levan", "David", "Irakli"],
    femaleGivenNames: ["Nino"],
    surnames: ["Beridze", "Kapanadze", "Gelashvili", "Tsiklauri"],
    singleNameShare: 0,
    cities: ["Batumi", "Poti", "Tbilisi", "Kobuleti"],
    streets: ["Rustaveli Avenue", "Gorgiladze Street", "Chavchavadze Street"],
    phone: (rng) => `+9955${num(rng, 8)}`,
    passportNumber: (rng) => `${num(rng, 2)}${rng.letter()}${rng.letter()}${num(rng, 5)}`,
    languages: ["kat", "rus"],
  },
  {
    code: "BG", alpha3: "BGR", country: "Bulgaria", demonym: "Bulgarian", weight: 2, officerBias: 1.6,
    givenNames: ["Georgi", "Dimitar", "Nikolay", "Stoyan"],
    femaleGivenNames: ["Maria"],
    surnames: ["Ivanov", "Georgiev", "Dimitrov", "Petrov", "Stoyanov"],
    singleNameShare: 0,
    cities: ["Varna", "Burgas", "Sozopol"],
    streets: ["Primorski Blvd.", "Slivnitsa Blvd.", "Aleksandrovska St."],
    phone: (rng) => `+3598${rng.pick(["7", "8", "9"])}${num(rng, 7)}`,
    passportNumber: (rng) => `${num(rng, 9)}`,
    languages: ["bul"],
  },
  {
    code: "LV", alpha3: "LVA", country: "Latvia", demonym: "Latvian", weight: 2, officerBias: 1.8,
    givenNames: ["Jānis", "Andris", "Māris", "Edgars"],
    femaleGivenNames: ["Ilze", "Līga"],
    surnames: ["Bērziņš", "Kalniņš", "Ozoliņš", "Liepiņš"],
    singleNameShare: 0,
    cities: ["Riga", "Liepāja", "Ventspils"],
    streets: ["Brīvības iela", "Krišjāņa Barona iela", "Ostas iela"],
    phone: (rng) => `+3712${num(rng, 7)}`,
    passportNumber: (rng) => `LV${num(rng, 7)}`,
    languages: ["lav", "rus"],
  },
  {
    code: "ME", alpha3: "MNE", country: "Montenegro", demonym: "Montenegrin", weight: 2, officerBias: 1.7,
    givenNames: ["Milan", "Nikola", "Vuk", "Dragan"],
    femaleGivenNames: ["Jelena"],
    surnames: ["Vuković", "Popović", "Radović", "Đurović"],
    singleNameShare: 0,
    cities: ["Kotor", "Bar", "Tivat", "Herceg Novi"],
    streets: ["Njegoševa", "Obala Iva Vizina", "Jadranski put"],
    phone: (rng) => `+3826${rng.pick(["7", "8", "9"])}${num(rng, 6)}`,
    passportNumber: (rng) => `${num(rng, 8)}`,
    languages: ["srp"],
  },
  {
    code: "TR", alpha3: "TUR", country: "Türkiye", demonym: "Turkish", weight: 2, officerBias: 1.5,
    givenNames: ["Mehmet", "Mustafa", "Ahmet", "Emre"],
    femaleGivenNames: ["Ayşe"],
    surnames: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik"],
    singleNameShare: 0,
    cities: ["Istanbul", "İzmir", "Trabzon", "Mersin"],
    streets: ["Cumhuriyet Caddesi", "Atatürk Bulvarı", "İstiklal Caddesi"],
    phone: (rng) => `+905${num(rng, 9)}`,
    passportNumber: (rng) => `U${num(rng, 8)}`,
    languages: ["tur"],
  },
  {
    code: "GR", alpha3: "GRC", country: "Greece", demonym: "Greek", weight: 2, officerBias: 2,
    givenNames: ["Georgios", "Dimitrios", "Konstantinos", "Nikolaos"],
    femaleGivenNames: ["Eleni"],
    surnames: ["Papadopoulos", "Georgiou", "Nikolaidis", "Pappas"],
    singleNameShare: 0,
    cities: ["Piraeus", "Chios", "Andros", "Thessaloniki"],
    streets: ["Akti Miaouli", "Odos Ermou", "Leoforos Syngrou"],
    phone: (rng) => `+3069${num(rng, 8)}`,
    passportNumber: (rng) => `${rng.letter()}${rng.letter()}${num(rng, 7)}`,
    languages: ["ell"],
  },
  {
    code: "LK", alpha3: "LKA", country: "Sri Lanka", demonym: "Sri Lankan", weight: 2, officerBias: 0.9,
    givenNames: ["Nuwan", "Chaminda", "Kasun", "Ruwan"],
    femaleGivenNames: ["Dilani"],
    surnames: ["Perera", "Fernando", "Silva", "Jayasinghe"],
    singleNameShare: 0,
    cities: ["Colombo", "Galle", "Negombo"],
    streets: ["Galle Road", "Duplication Road", "Marine Drive"],
    phone: (rng) => `+947${num(rng, 8)}`,
    passportNumber: (rng) => `N${num(rng, 7)}`,
    languages: ["sin"],
  },
  {
    code: "BD", alpha3: "BGD", country: "Bangladesh", demonym: "Bangladeshi", weight: 1, officerBias: 1,
    givenNames: ["Mohammad", "Rashed", "Kamal", "Shafiqul"],
    femaleGivenNames: ["Nusrat"],
    surnames: ["Rahman", "Hossain", "Islam", "Chowdhury"],
    singleNameShare: 0,
    cities: ["Chittagong", "Dhaka", "Khulna"],
    streets: ["Agrabad Road", "Strand Road", "Station Road"],
    phone: (rng) => `+8801${rng.pick(["3", "5", "7", "8", "9"])}${num(rng, 8)}`,
    passportNumber: (rng) => `${rng.letter()}${rng.letter()}${num(rng, 7)}`,
    languages: ["ben"],
  },
];

export const nationalityByCode = new Map(NATIONALITIES.map((n) => [n.code, n]));

const officerWeights = NATIONALITIES.map((n) => [n, n.weight * n.officerBias] as const);
const ratingWeights = NATIONALITIES.map((n) => [n, n.weight * (n.officerBias >= 1.5 ? 0.5 : n.officerBias >= 1 ? 0.9 : 1.3)] as const);

export function pickNationality(rng: Rng, officer: boolean): Nationality {
  return rng.weighted(officer ? officerWeights : ratingWeights);
}
