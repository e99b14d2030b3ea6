/**
 * The fixed shape of the simulated catalog: sports with their scoring model and timing,
 * categories (countries) and competitions with the places their teams come from. Team names
 * and strengths are drawn from these by the fixture generator with the feed seed.
 */

/** How a sport scores, which decides its pricing model and live engine. */
export type SportFamily = 'goals' | 'points' | 'sets';

export interface SportDef {
  sport_id: number;
  sport_name: string;
  priority: number;
  family: SportFamily;
  /** Share of each day's fixtures. */
  share: number;
  /** UTC hours in which matches kick off (from inclusive, to exclusive; may wrap midnight). */
  hours: [number, number];
  /** Goals/points families: periods of play, in minutes, and breaks after each but the last. */
  periods?: { count: number; minutes: number; breaks: number[]; label: (n: number) => string };
  /** Goals/points families: expected total per match (both teams). */
  totalMean?: number;
  /** Points family: points a scoring event is worth, with weights. */
  scoreValues?: Array<[number, number]>;
  /** Points family: can the match end level (3-way main market)? */
  draws?: boolean;
  /** Sets family: sets needed to win, and real seconds per point. */
  sets?: { toWin: number; kind: 'tennis' | 'volleyball' | 'table-tennis'; secondsPerPoint: number };
  /** The market shown in lists. */
  mainMarket: number;
}

const halves = (n: number) => (n === 1 ? '1st half' : '2nd half');

export const SPORTS: readonly SportDef[] = [
  {
    sport_id: 1,
    sport_name: 'Soccer',
    priority: 100,
    family: 'goals',
    share: 0.56,
    hours: [10, 22],
    periods: { count: 2, minutes: 45, breaks: [15], label: halves },
    totalMean: 2.65,
    mainMarket: 1,
  },
  {
    sport_id: 2,
    sport_name: 'Basketball',
    priority: 90,
    family: 'points',
    share: 0.1,
    hours: [15, 27],
    periods: { count: 4, minutes: 10, breaks: [2, 10, 2], label: (n) => `Q${n}` },
    totalMean: 162,
    scoreValues: [
      [2, 0.62],
      [3, 0.26],
      [1, 0.12],
    ],
    draws: false,
    mainMarket: 219,
  },
  {
    sport_id: 5,
    sport_name: 'Tennis',
    priority: 80,
    family: 'sets',
    share: 0.12,
    hours: [7, 21],
    sets: { toWin: 2, kind: 'tennis', secondsPerPoint: 38 },
    mainMarket: 186,
  },
  {
    sport_id: 4,
    sport_name: 'Ice Hockey',
    priority: 70,
    family: 'goals',
    share: 0.05,
    hours: [16, 26],
    periods: {
      count: 3,
      minutes: 20,
      breaks: [15, 15],
      label: (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : 'rd'} period`,
    },
    totalMean: 5.6,
    mainMarket: 1,
  },
  {
    sport_id: 23,
    sport_name: 'Volleyball',
    priority: 60,
    family: 'sets',
    share: 0.04,
    hours: [12, 22],
    sets: { toWin: 3, kind: 'volleyball', secondsPerPoint: 24 },
    mainMarket: 186,
  },
  {
    sport_id: 6,
    sport_name: 'Handball',
    priority: 55,
    family: 'points',
    share: 0.04,
    hours: [13, 21],
    periods: { count: 2, minutes: 30, breaks: [10], label: halves },
    totalMean: 56,
    scoreValues: [[1, 1]],
    draws: true,
    mainMarket: 1,
  },
  {
    sport_id: 12,
    sport_name: 'Rugby',
    priority: 50,
    family: 'points',
    share: 0.02,
    hours: [12, 20],
    periods: { count: 2, minutes: 40, breaks: [10], label: halves },
    totalMean: 46,
    scoreValues: [
      [7, 0.45],
      [3, 0.3],
      [5, 0.25],
    ],
    draws: true,
    mainMarket: 1,
  },
  {
    sport_id: 20,
    sport_name: 'Table Tennis',
    priority: 45,
    family: 'sets',
    share: 0.05,
    hours: [0, 24],
    sets: { toWin: 3, kind: 'table-tennis', secondsPerPoint: 14 },
    mainMarket: 186,
  },
  {
    sport_id: 29,
    sport_name: 'Futsal',
    priority: 40,
    family: 'goals',
    share: 0.02,
    hours: [14, 22],
    periods: { count: 2, minutes: 20, breaks: [10], label: halves },
    totalMean: 6.2,
    mainMarket: 1,
  },
];

export const sportById = new Map(SPORTS.map((s) => [s.sport_id, s]));

export interface CompetitionDef {
  name: string;
  teams: number;
  /** Relative number of fixtures per day. */
  weight: number;
  /** Team naming: 'club' (places + suffixes), 'player' (people), 'from' (teams of other competitions). */
  naming?: 'club' | 'player' | 'from';
  /** 'from' naming: competitions whose teams play here. */
  from?: string[];
}

export interface CategoryDef {
  sport_id: number;
  name: string;
  country_code?: string;
  places: string[];
  suffixes?: string[];
  prefixes?: string[];
  competitions: CompetitionDef[];
}

const split = (s: string) => s.split(',').map((x) => x.trim());

export const CATEGORIES: readonly CategoryDef[] = [
  // Soccer
  {
    sport_id: 1,
    name: 'England',
    country_code: 'GB',
    places: split(
      'Manchester,Liverpool,Leeds,Newcastle,Sheffield,Bristol,Nottingham,Leicester,Birmingham,Norwich,Southampton,Brighton,Derby,Stoke,Hull,Reading,Coventry,Preston,Blackburn,Bolton,Wigan,Portsmouth,Ipswich,Luton,Swindon,Exeter,Oxford,Cambridge,Plymouth,York,Carlisle,Burnley,Watford,Millwall,Barnsley,Bradford,Chester,Lincoln,Peterborough,Northampton',
    ),
    suffixes: split('United,City,Town,Rovers,Athletic,Wanderers,Albion,County,FC,Rangers'),
    competitions: [
      { name: 'Premier League', teams: 20, weight: 6 },
      { name: 'Championship', teams: 24, weight: 5 },
      { name: 'League One', teams: 24, weight: 3 },
      { name: 'FA Cup', teams: 24, weight: 1 },
    ],
  },
  {
    sport_id: 1,
    name: 'Spain',
    country_code: 'ES',
    places: split(
      'Madrid,Barcelona,Valencia,Sevilla,Bilbao,Malaga,Zaragoza,Vigo,Gijon,Oviedo,Granada,Cadiz,Almeria,Murcia,Elche,Alicante,Valladolid,Santander,Pamplona,Vitoria,Huesca,Leganes,Getafe,Burgos,Tenerife,Mallorca',
    ),
    prefixes: split('Real,Atletico,Deportivo,Racing,Sporting,CD,UD,SD'),
    competitions: [
      { name: 'LaLiga', teams: 20, weight: 5 },
      { name: 'LaLiga 2', teams: 22, weight: 3 },
    ],
  },
  {
    sport_id: 1,
    name: 'Germany',
    country_code: 'DE',
    places: split(
      'Munich,Dortmund,Hamburg,Bremen,Cologne,Frankfurt,Stuttgart,Berlin,Leipzig,Hannover,Nuremberg,Freiburg,Mainz,Augsburg,Bochum,Kiel,Rostock,Karlsruhe,Paderborn,Fuerth,Darmstadt,Kaiserslautern,Braunschweig,Magdeburg,Dresden,Bielefeld',
    ),
    prefixes: split('FC,SV,VfB,VfL,SC,TSV,1. FC,Borussia'),
    competitions: [
      { name: 'Bundesliga', teams: 18, weight: 4 },
      { name: '2. Bundesliga', teams: 18, weight: 3 },
    ],
  },
  {
    sport_id: 1,
    name: 'Italy',
    country_code: 'IT',
    places: split(
      'Milano,Torino,Roma,Napoli,Genova,Firenze,Bologna,Verona,Bergamo,Udine,Cagliari,Lecce,Parma,Empoli,Monza,Como,Bari,Palermo,Pisa,Brescia,Cremona,Modena,Catania,Salerno,Venezia,Sassuolo',
    ),
    prefixes: split('AC,US,SS,Calcio,FC,Virtus,Atletico'),
    competitions: [
      { name: 'Serie A', teams: 20, weight: 5 },
      { name: 'Serie B', teams: 20, weight: 3 },
    ],
  },
  {
    sport_id: 1,
    name: 'France',
    country_code: 'FR',
    places: split(
      'Paris,Marseille,Lyon,Lille,Nice,Nantes,Rennes,Bordeaux,Toulouse,Strasbourg,Montpellier,Lens,Reims,Brest,Lorient,Angers,Metz,Auxerre,Caen,Le Havre,Nancy,Dijon,Amiens,Grenoble,Annecy,Rodez',
    ),
    prefixes: split('Olympique,AS,Stade,FC,RC,AJ,SM,En Avant'),
    competitions: [
      { name: 'Ligue 1', teams: 18, weight: 4 },
      { name: 'Ligue 2', teams: 20, weight: 2 },
    ],
  },
  {
    sport_id: 1,
    name: 'Netherlands',
    country_code: 'NL',
    places: split(
      'Amsterdam,Rotterdam,Eindhoven,Utrecht,Alkmaar,Enschede,Arnhem,Groningen,Heerenveen,Zwolle,Nijmegen,Tilburg,Breda,Almelo,Sittard,Waalwijk,Deventer,Volendam',
    ),
    prefixes: split('FC,SC,Vitesse,PEC,NAC,Fortuna,Go Ahead,Sparta'),
    competitions: [{ name: 'Eredivisie', teams: 18, weight: 2 }],
  },
  {
    sport_id: 1,
    name: 'Portugal',
    country_code: 'PT',
    places: split(
      'Lisboa,Porto,Braga,Guimaraes,Funchal,Coimbra,Faro,Setubal,Aveiro,Leiria,Viseu,Barcelos,Famalicao,Estoril,Arouca,Chaves,Tondela,Vizela',
    ),
    prefixes: split('Sporting,FC,SC,CD,Vitoria,GD,Academica,Boavista'),
    competitions: [{ name: 'Liga Portugal', teams: 18, weight: 2 }],
  },
  {
    sport_id: 1,
    name: 'Scotland',
    country_code: 'GB',
    places: split(
      'Glasgow,Edinburgh,Aberdeen,Dundee,Perth,Kilmarnock,Motherwell,Paisley,Inverness,Dingwall,Livingston,Falkirk',
    ),
    suffixes: split('FC,United,Athletic,Thistle,Rovers,Academicals'),
    competitions: [{ name: 'Premiership', teams: 12, weight: 1 }],
  },
  {
    sport_id: 1,
    name: 'Turkey',
    country_code: 'TR',
    places: split(
      'Istanbul,Ankara,Izmir,Trabzon,Konya,Kayseri,Antalya,Bursa,Adana,Gaziantep,Samsun,Sivas,Rize,Alanya,Kasimpasa,Eyup,Hatay,Bodrum',
    ),
    suffixes: split('spor,SK,FK,Belediyespor,Genclik'),
    competitions: [{ name: 'Super Lig', teams: 18, weight: 2 }],
  },
  {
    sport_id: 1,
    name: 'Belgium',
    country_code: 'BE',
    places: split(
      'Brugge,Anderlecht,Gent,Liege,Genk,Antwerp,Mechelen,Charleroi,Leuven,Kortrijk,Westerlo,Eupen,Sint-Truiden,Oostende,Waregem,Beveren',
    ),
    prefixes: split('Club,KAA,KRC,KV,RSC,Royal,Standard,Cercle'),
    competitions: [{ name: 'Pro League', teams: 16, weight: 1 }],
  },
  {
    sport_id: 1,
    name: 'Kenya',
    country_code: 'KE',
    places: split(
      'Nairobi,Mombasa,Kisumu,Nakuru,Eldoret,Thika,Machakos,Kakamega,Nyeri,Kericho,Bungoma,Kitale,Embu,Meru,Naivasha,Bomet,Homa Bay,Migori,Nanyuki,Kisii,Malindi,Muranga,Kitui,Narok',
    ),
    suffixes: split(
      'FC,United,Stars,Sharks,Rangers,City,Warriors,Kings,Police,Sugar,Queens,Leopards',
    ),
    competitions: [
      { name: 'Premier League', teams: 18, weight: 4 },
      { name: 'Super League', teams: 20, weight: 2 },
      { name: 'FKF Cup', teams: 16, weight: 1 },
    ],
  },
  {
    sport_id: 1,
    name: 'Ghana',
    country_code: 'GH',
    places: split(
      'Accra,Kumasi,Tamale,Takoradi,Cape Coast,Obuasi,Sunyani,Koforidua,Ho,Tema,Techiman,Wa,Bolgatanga,Nsoatre,Berekum,Dormaa,Tarkwa,Winneba,Nkoranza,Kintampo',
    ),
    suffixes: split('FC,United,Heroes,Stars,Olympics,Kotoko,Hearts,Gold Stars,Chelsea,Wonders'),
    competitions: [
      { name: 'Premier League', teams: 18, weight: 3 },
      { name: 'Division One', teams: 16, weight: 1 },
    ],
  },
  {
    sport_id: 1,
    name: 'Nigeria',
    country_code: 'NG',
    places: split(
      'Lagos,Kano,Ibadan,Enugu,Aba,Jos,Kaduna,Abuja,Port Harcourt,Benin,Uyo,Owerri,Ilorin,Lafia,Katsina,Gombe,Bauchi,Makurdi,Akure,Ikenne',
    ),
    suffixes: split(
      'United,Rangers,Pillars,Stars,Tornadoes,Warriors,Sharks,Queens,Lobi Stars,Kings',
    ),
    competitions: [
      { name: 'NPFL', teams: 20, weight: 3 },
      { name: 'National League', teams: 16, weight: 1 },
    ],
  },
  {
    sport_id: 1,
    name: 'South Africa',
    country_code: 'ZA',
    places: split(
      'Johannesburg,Pretoria,Durban,Cape Town,Polokwane,Bloemfontein,Rustenburg,Mbombela,Soweto,Tembisa,Stellenbosch,Gqeberha,Richards Bay,Sekhukhune,Marumo,Galaxy',
    ),
    suffixes: split('FC,United,City,Stars,Chiefs,Pirates,Sundowns,Arrows'),
    competitions: [{ name: 'Premiership', teams: 16, weight: 2 }],
  },
  {
    sport_id: 1,
    name: 'Tanzania',
    country_code: 'TZ',
    places: split(
      'Dar es Salaam,Arusha,Mwanza,Dodoma,Mbeya,Morogoro,Tanga,Moshi,Tabora,Kigoma,Singida,Songea,Iringa,Mtwara,Shinyanga,Musoma',
    ),
    suffixes: split('FC,SC,Stars,United,Queens,City,Prisons,Sugar'),
    competitions: [{ name: 'Ligi Kuu Bara', teams: 16, weight: 2 }],
  },
  {
    sport_id: 1,
    name: 'Uganda',
    country_code: 'UG',
    places: split(
      'Kampala,Entebbe,Jinja,Mbarara,Gulu,Lira,Mbale,Masaka,Arua,Soroti,Fort Portal,Hoima,Kasese,Tororo,Busia,Wakiso',
    ),
    suffixes: split('FC,SC,City,United,Stars,Police,Rangers,Kings'),
    competitions: [{ name: 'Premier League', teams: 16, weight: 1 }],
  },
  {
    sport_id: 1,
    name: 'Egypt',
    country_code: 'EG',
    places: split(
      'Cairo,Alexandria,Giza,Ismailia,Suez,Port Said,Mansoura,Zagazig,Aswan,Luxor,Tanta,Faiyum,Minya,Damietta,Sohag,Qena',
    ),
    suffixes: split('SC,FC,Club,Petrol,Military,Ittihad'),
    competitions: [{ name: 'Premier League', teams: 16, weight: 1 }],
  },
  {
    sport_id: 1,
    name: 'Saudi Arabia',
    country_code: 'SA',
    places: split(
      'Riyadh,Jeddah,Dammam,Mecca,Medina,Taif,Abha,Tabuk,Buraidah,Khobar,Hail,Najran,Jazan,Khamis,Qatif,Unaizah',
    ),
    prefixes: split('Al'),
    suffixes: split('FC,Club,SC'),
    competitions: [{ name: 'Pro League', teams: 16, weight: 1 }],
  },
  {
    sport_id: 1,
    name: 'USA',
    country_code: 'US',
    places: split(
      'Seattle,Portland,Los Angeles,San Jose,Dallas,Houston,Chicago,Columbus,Atlanta,Miami,Orlando,Boston,Denver,Nashville,Austin,Charlotte,Cincinnati,Philadelphia',
    ),
    suffixes: split('FC,SC,United,Galaxy,Fire,Crew,Dynamo,Rapids'),
    competitions: [{ name: 'MLS', teams: 18, weight: 2 }],
  },
  {
    sport_id: 1,
    name: 'Brazil',
    country_code: 'BR',
    places: split(
      'Sao Paulo,Rio,Santos,Porto Alegre,Belo Horizonte,Curitiba,Recife,Salvador,Fortaleza,Goiania,Campinas,Florianopolis,Belem,Natal,Manaus,Cuiaba,Bragantino,Juventude,Criciuma,Chapeco',
    ),
    prefixes: split('Atletico,Sport,America,Esporte,Gremio,Nautico,Ceara,Vitoria'),
    competitions: [
      { name: 'Serie A', teams: 20, weight: 3 },
      { name: 'Serie B', teams: 20, weight: 2 },
    ],
  },
  {
    sport_id: 1,
    name: 'Argentina',
    country_code: 'AR',
    places: split(
      'Buenos Aires,Rosario,Cordoba,La Plata,Mendoza,Tucuman,Santa Fe,Avellaneda,Lanus,Banfield,Quilmes,Mar del Plata,Salta,Parana,Junin,Sarandi',
    ),
    prefixes: split('Club,Atletico,Deportivo,Racing,Union,Estudiantes,Gimnasia,Independiente'),
    competitions: [{ name: 'Liga Profesional', teams: 16, weight: 2 }],
  },
  {
    sport_id: 1,
    name: 'International Clubs',
    places: [],
    competitions: [
      {
        name: 'UEFA Champions League',
        teams: 24,
        weight: 2,
        naming: 'from',
        from: ['Premier League', 'LaLiga', 'Bundesliga', 'Serie A', 'Ligue 1'],
      },
      {
        name: 'UEFA Europa League',
        teams: 24,
        weight: 1,
        naming: 'from',
        from: ['Championship', 'Eredivisie', 'Liga Portugal', 'Super Lig', 'Pro League'],
      },
      {
        name: 'CAF Champions League',
        teams: 16,
        weight: 1,
        naming: 'from',
        from: ['Premier League', 'NPFL', 'Premiership', 'Ligi Kuu Bara'],
      },
    ],
  },
  // Basketball
  {
    sport_id: 2,
    name: 'USA',
    country_code: 'US',
    places: split(
      'Boston,New York,Philadelphia,Toronto,Chicago,Cleveland,Detroit,Indiana,Milwaukee,Atlanta,Charlotte,Miami,Orlando,Washington,Denver,Minnesota,Portland,Utah,Oakland,Los Angeles,Phoenix,Sacramento,Dallas,Houston,Memphis,San Antonio,Oklahoma,Brooklyn',
    ),
    suffixes: split(
      'Hawks,Bulls,Kings,Suns,Stars,Comets,Raptors,Thunder,Royals,Blazers,Storm,Giants',
    ),
    competitions: [
      { name: 'NBA', teams: 28, weight: 5 },
      { name: 'NCAA', teams: 24, weight: 2 },
    ],
  },
  {
    sport_id: 2,
    name: 'International',
    places: split(
      'Athens,Belgrade,Istanbul,Kaunas,Tel Aviv,Vitoria,Piraeus,Monaco,Munich,Milano,Madrid,Barcelona,Valencia,Bologna,Villeurbanne,Berlin,Paris,Zagreb',
    ),
    suffixes: split('BC,Basket,BK,KK'),
    competitions: [{ name: 'Euroleague', teams: 18, weight: 2 }],
  },
  {
    sport_id: 2,
    name: 'Spain',
    country_code: 'ES',
    places: split(
      'Madrid,Barcelona,Valencia,Malaga,Badalona,Bilbao,Tenerife,Gran Canaria,Murcia,Zaragoza,Manresa,Girona,Andorra,Granada,Lleida,Burgos',
    ),
    prefixes: split('Basket,CB,Club Baloncesto'),
    competitions: [{ name: 'ACB', teams: 16, weight: 1 }],
  },
  // Tennis
  {
    sport_id: 5,
    name: 'ATP',
    places: [],
    competitions: [
      { name: 'ATP Vienna, Austria Men Singles', teams: 28, weight: 2, naming: 'player' },
      { name: 'ATP Basel, Switzerland Men Singles', teams: 28, weight: 2, naming: 'player' },
    ],
  },
  {
    sport_id: 5,
    name: 'WTA',
    places: [],
    competitions: [
      { name: 'WTA Tokyo, Japan Women Singles', teams: 28, weight: 2, naming: 'player' },
      { name: 'WTA Linz, Austria Women Singles', teams: 28, weight: 1, naming: 'player' },
    ],
  },
  {
    sport_id: 5,
    name: 'Challenger',
    places: [],
    competitions: [
      { name: 'Challenger Lima, Peru Men Singles', teams: 28, weight: 1, naming: 'player' },
    ],
  },
  {
    sport_id: 5,
    name: 'ITF Men',
    places: [],
    competitions: [
      { name: 'ITF Nairobi, Kenya Men Singles', teams: 24, weight: 1, naming: 'player' },
      { name: 'ITF Monastir, Tunisia Men Singles', teams: 24, weight: 1, naming: 'player' },
    ],
  },
  // Ice hockey
  {
    sport_id: 4,
    name: 'USA',
    country_code: 'US',
    places: split(
      'Boston,Buffalo,Detroit,Florida,Montreal,Ottawa,Tampa,Toronto,Carolina,Columbus,New Jersey,Pittsburgh,Washington,Chicago,Colorado,Dallas,Minnesota,Nashville,St. Louis,Winnipeg,Calgary,Edmonton,Seattle,Vancouver',
    ),
    suffixes: split('Bears,Wolves,Blades,Flyers,Hawks,Lynx,Penguins,Admirals'),
    competitions: [{ name: 'NHL', teams: 24, weight: 3 }],
  },
  {
    sport_id: 4,
    name: 'Sweden',
    country_code: 'SE',
    places: split(
      'Stockholm,Gothenburg,Malmo,Lulea,Skelleftea,Vaxjo,Linkoping,Orebro,Rogle,Timra,Leksand,Oskarshamn,Brynas,Frolunda',
    ),
    suffixes: split('IF,HC,HK,IK'),
    competitions: [{ name: 'SHL', teams: 14, weight: 1 }],
  },
  {
    sport_id: 4,
    name: 'Finland',
    country_code: 'FI',
    places: split(
      'Helsinki,Tampere,Turku,Oulu,Espoo,Lahti,Jyvaskyla,Kuopio,Pori,Rauma,Hameenlinna,Mikkeli,Vaasa,Joensuu',
    ),
    suffixes: split('HIFK,Ilves,Pelicans,Karpat,TPS,Lukko,Assat,Sport'),
    competitions: [{ name: 'Liiga', teams: 14, weight: 1 }],
  },
  // Volleyball
  {
    sport_id: 23,
    name: 'Italy',
    country_code: 'IT',
    places: split(
      'Perugia,Trento,Milano,Modena,Piacenza,Verona,Monza,Civitanova,Cisterna,Taranto,Padova,Grottazzolina',
    ),
    prefixes: split('Volley,Pallavolo'),
    competitions: [{ name: 'SuperLega', teams: 12, weight: 1 }],
  },
  {
    sport_id: 23,
    name: 'Poland',
    country_code: 'PL',
    places: split(
      'Rzeszow,Kedzierzyn,Jastrzebie,Zawiercie,Olsztyn,Lublin,Warszawa,Gdansk,Katowice,Radom,Bydgoszcz,Czestochowa,Suwalki,Belchatow',
    ),
    suffixes: split('Volley,Siatkarz,Resovia,AZS'),
    competitions: [{ name: 'PlusLiga', teams: 14, weight: 1 }],
  },
  // Handball
  {
    sport_id: 6,
    name: 'Germany',
    country_code: 'DE',
    places: split(
      'Kiel,Flensburg,Magdeburg,Berlin,Mannheim,Melsungen,Lemgo,Gummersbach,Hannover,Wetzlar,Stuttgart,Erlangen,Eisenach,Leipzig,Minden,Balingen',
    ),
    prefixes: split('THW,SG,SC,HSG,TBV,VfL,TVB,HC'),
    competitions: [{ name: 'HBL', teams: 16, weight: 1 }],
  },
  {
    sport_id: 6,
    name: 'International',
    places: split(
      'Barcelona,Kielce,Veszprem,Szeged,Paris,Aalborg,Porto,Zagreb,Plock,Celje,Nantes,Bucharest,Skopje,Kolstad,Pick,Montpellier',
    ),
    suffixes: split('Handball,HC,HB,RK'),
    competitions: [{ name: 'EHF Champions League', teams: 16, weight: 1 }],
  },
  // Rugby
  {
    sport_id: 12,
    name: 'England',
    country_code: 'GB',
    places: split(
      'Bath,Bristol,Exeter,Gloucester,Harlequins,Leicester,Northampton,Sale,Saracens,Newcastle,Worcester,Wasps',
    ),
    suffixes: split('Rugby,Chiefs,Tigers,Saints,Sharks,Bears,Falcons,Warriors'),
    competitions: [{ name: 'Premiership Rugby', teams: 12, weight: 1 }],
  },
  {
    sport_id: 12,
    name: 'South Africa',
    country_code: 'ZA',
    places: split(
      'Johannesburg,Pretoria,Durban,Cape Town,Bloemfontein,Kimberley,Gqeberha,Potchefstroom,East London,George',
    ),
    suffixes: split('Lions,Bulls,Sharks,Stormers,Cheetahs,Pumas,Griquas,Leopards'),
    competitions: [{ name: 'Currie Cup', teams: 10, weight: 1 }],
  },
  // Table tennis
  {
    sport_id: 20,
    name: 'International',
    places: [],
    competitions: [
      { name: 'TT Cup', teams: 24, weight: 2, naming: 'player' },
      { name: 'Setka Cup', teams: 24, weight: 2, naming: 'player' },
    ],
  },
  // Futsal
  {
    sport_id: 29,
    name: 'Spain',
    country_code: 'ES',
    places: split(
      'Madrid,Barcelona,Cartagena,Murcia,Valdepenas,Jaen,Zaragoza,Burela,Palma,Pescados,Manzanares,Alzira,Peniscola,Ribera',
    ),
    suffixes: split('FS,Futsal,CF'),
    competitions: [{ name: 'Primera Division', teams: 14, weight: 1 }],
  },
  {
    sport_id: 29,
    name: 'Brazil',
    country_code: 'BR',
    places: split(
      'Joinville,Carlos Barbosa,Sorocaba,Cascavel,Jaragua,Pato Branco,Blumenau,Campo Mourao,Foz,Tubarao,Maringa,Umuarama',
    ),
    suffixes: split('Futsal,EC,AF'),
    competitions: [{ name: 'Liga Futsal', teams: 12, weight: 1 }],
  },
];

/** First names and surnames for tennis and table tennis players. */
export const FIRST_INITIALS = 'ABCDEFGHIJKLMNOPRSTVWY'.split('');
export const SURNAMES = split(
  'Kowalski,Novak,Petrov,Ivanov,Moreau,Garcia,Rossi,Muller,Schmidt,Jensen,Larsen,Silva,Santos,Costa,Kim,Park,Tanaka,Sato,Suzuki,Chen,Wang,Li,Zhang,Smith,Jones,Brown,Taylor,Wilson,Evans,Murray,Fischer,Weber,Wagner,Becker,Hoffmann,Klein,Wolf,Novotny,Horvat,Kovac,Popescu,Nagy,Toth,Szabo,Mensah,Owusu,Okafor,Adeyemi,Odhiambo,Kamau,Otieno,Wanjiru,Njoroge,Mwangi,Kariuki,Dube,Nkosi,Khumalo,Haddad,Bakir,Yilmaz,Demir,Sahin,Celik,Lopez,Martinez,Fernandez,Romero,Alvarez,Ruiz,Moreno,Navarro,Torres,Dominguez,Bianchi,Ferrari,Esposito,Ricci,Marino,Greco,Conti,Gallo,Lindqvist,Nyberg,Berg,Holm,Virtanen,Korhonen,Nieminen,Laine,Dubois,Lambert,Fontaine,Mercier,Girard,Andre,Leroy,Roux',
);
