import { FRI, MON, SAT, SUN, THU, TUE, WED, list, type CategoryDef } from './reference-types';

/**
 * Soccer: the leagues and cups bettors in Kenya, Ghana and Nigeria bet on most, with their
 * clubs strongest first. Club lists are the 2025/26 season's (the last one whose promotions
 * are known here); a new season's promoted clubs replace the relegated ones in these lists.
 */

const UK = {
  zone: 'Europe/London',
  weekend: list('12:30,15:00,15:00,17:30'),
  midweek: list('19:45,20:00'),
};
const ES = {
  zone: 'Europe/Madrid',
  weekend: list('14:00,16:15,18:30,21:00'),
  midweek: list('19:00,21:30'),
};
const IT = {
  zone: 'Europe/Rome',
  weekend: list('12:30,15:00,18:00,20:45'),
  midweek: list('18:30,20:45'),
};
const DE = {
  zone: 'Europe/Berlin',
  weekend: list('15:30,15:30,18:30'),
  midweek: list('18:30,20:30'),
};
const FR = {
  zone: 'Europe/Paris',
  weekend: list('15:00,17:00,19:00,20:45'),
  midweek: list('19:00,21:00'),
};
const NL = {
  zone: 'Europe/Amsterdam',
  weekend: list('12:15,14:30,16:45,20:00'),
  midweek: list('18:45,21:00'),
};
const PT = {
  zone: 'Europe/Lisbon',
  weekend: list('15:30,18:00,20:30'),
  midweek: list('19:15,20:15'),
};
const EUC = {
  zone: 'Europe/Brussels',
  weekend: list('13:30,16:00,18:30,20:45'),
  midweek: list('18:45,20:45'),
};
const TR = {
  zone: 'Europe/Istanbul',
  weekend: list('14:30,17:00,20:00'),
  midweek: list('19:00,20:00'),
};
const GR = {
  zone: 'Europe/Athens',
  weekend: list('16:00,18:30,21:00'),
  midweek: list('19:30,21:30'),
};
const PL = {
  zone: 'Europe/Warsaw',
  weekend: list('12:15,14:45,17:30,20:15'),
  midweek: list('18:00,20:30'),
};
const KE = {
  zone: 'Africa/Nairobi',
  weekend: list('13:00,15:00,15:00,16:00'),
  midweek: list('14:00,15:00'),
};
const GH = {
  zone: 'Africa/Accra',
  weekend: list('15:00,15:00,16:00'),
  midweek: list('15:00,16:00'),
};
const NG = {
  zone: 'Africa/Lagos',
  weekend: list('16:00,16:00,17:00'),
  midweek: list('16:00,17:00'),
};
const ZA = {
  zone: 'Africa/Johannesburg',
  weekend: list('15:00,17:30,20:00'),
  midweek: list('19:30'),
};
const EA = {
  zone: 'Africa/Dar_es_Salaam',
  weekend: list('16:00,16:00,19:00'),
  midweek: list('16:00,19:00'),
};
const UG = { zone: 'Africa/Kampala', weekend: list('15:00,16:00'), midweek: list('15:00,16:00') };
const EG = { zone: 'Africa/Cairo', weekend: list('17:00,20:00'), midweek: list('17:00,20:00') };
const MA = {
  zone: 'Africa/Casablanca',
  weekend: list('16:00,18:00,20:00'),
  midweek: list('18:00,20:00'),
};
const SA = {
  zone: 'Asia/Riyadh',
  weekend: list('18:05,20:00,21:00'),
  midweek: list('19:00,21:00'),
};
const BR = {
  zone: 'America/Sao_Paulo',
  weekend: list('16:00,18:30,20:30'),
  midweek: list('19:00,21:30'),
};
const AR = {
  zone: 'America/Argentina/Buenos_Aires',
  weekend: list('17:00,19:15,21:30'),
  midweek: list('19:00,21:15'),
};
const MX = {
  zone: 'America/Mexico_City',
  weekend: list('17:00,19:00,21:05'),
  midweek: list('19:00,21:00'),
};
const JP = { zone: 'Asia/Tokyo', weekend: list('14:00,15:00,19:00'), midweek: list('19:00,19:30') };
const KR = { zone: 'Asia/Seoul', weekend: list('14:00,16:30,19:00'), midweek: list('19:00,19:30') };
const CN = { zone: 'Asia/Shanghai', weekend: list('15:30,19:35'), midweek: list('19:00,19:35') };
const AU = { zone: 'Australia/Sydney', weekend: list('15:00,17:35,19:45'), midweek: list('19:35') };
const UEFA = {
  zone: 'Europe/Paris',
  weekend: list('18:45,21:00'),
  midweek: list('18:45,21:00,21:00'),
};
const CAF = {
  zone: 'Africa/Lagos',
  weekend: list('14:00,17:00,20:00'),
  midweek: list('17:00,20:00'),
};

export const SOCCER: readonly CategoryDef[] = [
  {
    sport_id: 1,
    name: 'England',
    country_code: 'GB',
    competitions: [
      {
        name: 'Premier League',
        kind: 'league',
        weight: 8,
        quality: [0.55, -0.05],
        days: [SAT, WED],
        secondTeams: true,
        ...UK,
        teams: list(
          'Arsenal,Liverpool,Manchester City,Chelsea,Newcastle United,Aston Villa,Tottenham Hotspur,Manchester United,Brighton & Hove Albion,Nottingham Forest,Crystal Palace,Brentford,AFC Bournemouth,Fulham,Everton,West Ham United,Sunderland,Leeds United,Wolverhampton Wanderers,Burnley',
        ),
      },
      {
        name: 'Championship',
        kind: 'league',
        weight: 6,
        quality: [0.1, -0.3],
        days: [SAT, TUE],
        secondTeams: true,
        ...UK,
        teams: list(
          'Leicester City,Ipswich Town,Southampton,Sheffield United,Middlesbrough,Coventry City,West Bromwich Albion,Norwich City,Hull City,Millwall,Bristol City,Watford,Stoke City,Preston North End,Blackburn Rovers,Queens Park Rangers,Swansea City,Derby County,Portsmouth,Birmingham City,Wrexham,Charlton Athletic,Oxford United,Sheffield Wednesday',
        ),
      },
      {
        name: 'League One',
        kind: 'league',
        weight: 3,
        quality: [-0.15, -0.45],
        days: [SAT, TUE],
        secondTeams: true,
        ...UK,
        teams: list(
          'Luton Town,Plymouth Argyle,Cardiff City,Bolton Wanderers,Huddersfield Town,Stockport County,Wycombe Wanderers,Barnsley,Blackpool,Reading,Wigan Athletic,Peterborough United,Mansfield Town,Lincoln City,Stevenage,Rotherham United,Leyton Orient,Exeter City,Burton Albion,Northampton Town,Bradford City,Doncaster Rovers,Port Vale,AFC Wimbledon',
        ),
      },
      {
        name: 'League Two',
        kind: 'league',
        weight: 2,
        quality: [-0.3, -0.55],
        days: [SAT, TUE],
        ...UK,
        teams: list(
          'Bristol Rovers,Cambridge United,Crawley Town,Shrewsbury Town,Chesterfield,Notts County,Walsall,MK Dons,Gillingham,Grimsby Town,Colchester United,Swindon Town,Salford City,Crewe Alexandra,Fleetwood Town,Cheltenham Town,Barrow,Bromley,Accrington Stanley,Harrogate Town,Newport County,Tranmere Rovers,Oldham Athletic,Barnet',
        ),
      },
      {
        name: 'FA Cup',
        kind: 'cup',
        weight: 3,
        days: [SAT],
        roundsEveryWeeks: 2,
        from: ['England/League One', 'England/League Two'],
        size: 32,
        ...UK,
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Spain',
    country_code: 'ES',
    competitions: [
      {
        name: 'LaLiga',
        kind: 'league',
        weight: 7,
        quality: [0.55, -0.1],
        days: [SUN, WED],
        secondTeams: true,
        ...ES,
        teams: list(
          'Real Madrid,Barcelona,Atletico Madrid,Athletic Club,Villarreal,Real Betis,Real Sociedad,Celta Vigo,Sevilla,Girona,Osasuna,Rayo Vallecano,Valencia,Mallorca,Getafe,Espanyol,Alaves,Elche,Levante,Real Oviedo',
        ),
      },
      {
        name: 'LaLiga 2',
        kind: 'league',
        weight: 3,
        quality: [-0.05, -0.4],
        days: [SUN, THU],
        ...ES,
        teams: list(
          'Las Palmas,Real Valladolid,Leganes,Racing Santander,Almeria,Deportivo La Coruna,Sporting Gijon,Real Zaragoza,Granada,Malaga,Cadiz,Eibar,Huesca,Albacete,Burgos,Castellon,Cordoba,Mirandes,Cultural Leonesa,Ceuta,Real Sociedad B,Andorra',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Italy',
    country_code: 'IT',
    competitions: [
      {
        name: 'Serie A',
        kind: 'league',
        weight: 7,
        quality: [0.45, -0.15],
        days: [SUN, WED],
        secondTeams: true,
        ...IT,
        teams: list(
          'Inter,Napoli,Juventus,AC Milan,Atalanta,Roma,Lazio,Como,Bologna,Fiorentina,Torino,Udinese,Genoa,Sassuolo,Cagliari,Lecce,Parma,Hellas Verona,Cremonese,Pisa',
        ),
      },
      {
        name: 'Serie B',
        kind: 'league',
        weight: 3,
        quality: [-0.1, -0.45],
        days: [SAT, TUE],
        ...IT,
        teams: list(
          'Monza,Venezia,Empoli,Palermo,Sampdoria,Bari,Spezia,Cesena,Modena,Catanzaro,Frosinone,Carrarese,Sudtirol,Reggiana,Juve Stabia,Mantova,Avellino,Padova,Pescara,Virtus Entella',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Germany',
    country_code: 'DE',
    competitions: [
      {
        name: 'Bundesliga',
        kind: 'league',
        weight: 6,
        quality: [0.55, -0.15],
        days: [SAT, WED],
        secondTeams: true,
        ...DE,
        teams: list(
          'Bayern Munich,Bayer Leverkusen,Borussia Dortmund,RB Leipzig,Eintracht Frankfurt,VfB Stuttgart,SC Freiburg,VfL Wolfsburg,Borussia Monchengladbach,Mainz 05,TSG Hoffenheim,Werder Bremen,Union Berlin,FC Augsburg,1. FC Koln,Hamburger SV,FC St. Pauli,1. FC Heidenheim',
        ),
      },
      {
        name: '2. Bundesliga',
        kind: 'league',
        weight: 3,
        quality: [-0.05, -0.4],
        days: [FRI, TUE],
        ...DE,
        teams: list(
          'Schalke 04,Holstein Kiel,VfL Bochum,Hertha BSC,Fortuna Dusseldorf,Hannover 96,1. FC Kaiserslautern,SV Darmstadt 98,1. FC Nurnberg,Karlsruher SC,SC Paderborn,SV Elversberg,Eintracht Braunschweig,Greuther Furth,1. FC Magdeburg,Preussen Munster,Arminia Bielefeld,Dynamo Dresden',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'France',
    country_code: 'FR',
    competitions: [
      {
        name: 'Ligue 1',
        kind: 'league',
        weight: 6,
        quality: [0.55, -0.2],
        days: [SUN, WED],
        secondTeams: true,
        ...FR,
        teams: list(
          'Paris Saint-Germain,Olympique de Marseille,AS Monaco,LOSC Lille,Olympique Lyonnais,OGC Nice,RC Strasbourg,RC Lens,Stade Rennais,Stade Brestois,Toulouse FC,AJ Auxerre,Angers SCO,FC Nantes,Le Havre AC,FC Lorient,Paris FC,FC Metz',
        ),
      },
      {
        name: 'Ligue 2',
        kind: 'league',
        weight: 2,
        quality: [-0.1, -0.45],
        days: [FRI, TUE],
        ...FR,
        teams: list(
          'Saint-Etienne,Montpellier,Stade de Reims,Guingamp,Pau FC,Dunkerque,Amiens,Annecy,Laval,Rodez,Grenoble,Red Star,Troyes,Le Mans,Clermont Foot,Bastia,Boulogne,Nancy',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Netherlands',
    country_code: 'NL',
    competitions: [
      {
        name: 'Eredivisie',
        kind: 'league',
        weight: 3,
        quality: [0.3, -0.35],
        days: [SUN, WED],
        ...NL,
        teams: list(
          'PSV,Ajax,Feyenoord,AZ,FC Twente,FC Utrecht,NEC,Go Ahead Eagles,Sparta Rotterdam,FC Groningen,SC Heerenveen,PEC Zwolle,Fortuna Sittard,NAC Breda,Heracles Almelo,Excelsior,FC Volendam,Telstar',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Portugal',
    country_code: 'PT',
    competitions: [
      {
        name: 'Liga Portugal',
        kind: 'league',
        weight: 3,
        quality: [0.35, -0.35],
        days: [SUN, WED],
        ...PT,
        teams: list(
          'Benfica,Sporting CP,FC Porto,SC Braga,Vitoria SC,Famalicao,Gil Vicente,Moreirense,Estoril,Santa Clara,Rio Ave,Casa Pia,Arouca,Nacional,Estrela da Amadora,AVS,Tondela,Alverca',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Scotland',
    country_code: 'GB',
    competitions: [
      {
        name: 'Premiership',
        kind: 'league',
        weight: 2,
        quality: [0.2, -0.35],
        days: [SAT, WED],
        ...UK,
        teams: list(
          'Celtic,Rangers,Heart of Midlothian,Hibernian,Aberdeen,Dundee United,Motherwell,St Mirren,Kilmarnock,Dundee,Falkirk,Livingston',
        ),
      },
      {
        name: 'Championship',
        kind: 'league',
        weight: 1,
        quality: [-0.2, -0.45],
        days: [SAT, TUE],
        ...UK,
        teams: list(
          'St Johnstone,Ross County,Dunfermline Athletic,Partick Thistle,Raith Rovers,Ayr United,Greenock Morton,Queens Park,Arbroath,Airdrieonians',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Turkey',
    country_code: 'TR',
    competitions: [
      {
        name: 'Super Lig',
        kind: 'league',
        weight: 2,
        quality: [0.3, -0.3],
        days: [SUN, WED],
        ...TR,
        teams: list(
          'Galatasaray,Fenerbahce,Besiktas,Trabzonspor,Basaksehir,Samsunspor,Goztepe,Eyupspor,Kasimpasa,Konyaspor,Antalyaspor,Alanyaspor,Gaziantep FK,Kayserispor,Caykur Rizespor,Genclerbirligi,Kocaelispor,Fatih Karagumruk',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Belgium',
    country_code: 'BE',
    competitions: [
      {
        name: 'Pro League',
        kind: 'league',
        weight: 2,
        quality: [0.2, -0.35],
        days: [SAT, WED],
        ...EUC,
        teams: list(
          'Club Brugge,Union Saint-Gilloise,Anderlecht,Genk,Gent,Antwerp,Standard Liege,Mechelen,Charleroi,Westerlo,Cercle Brugge,OH Leuven,Sint-Truiden,Dender,Zulte Waregem,La Louviere',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Greece',
    country_code: 'GR',
    competitions: [
      {
        name: 'Super League',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.4],
        days: [SUN, WED],
        ...GR,
        teams: list(
          'Olympiacos,PAOK,AEK Athens,Panathinaikos,Aris,OFI Crete,Asteras Tripolis,Volos,Atromitos,Panetolikos,Levadiakos,Kifisia,AEL Larissa,Panserraikos',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Poland',
    country_code: 'PL',
    competitions: [
      {
        name: 'Ekstraklasa',
        kind: 'league',
        weight: 1,
        quality: [0.05, -0.35],
        days: [FRI, MON],
        ...PL,
        teams: list(
          'Lech Poznan,Rakow Czestochowa,Jagiellonia Bialystok,Legia Warsaw,Pogon Szczecin,Gornik Zabrze,GKS Katowice,Cracovia,Motor Lublin,Piast Gliwice,Radomiak Radom,Widzew Lodz,Korona Kielce,Lechia Gdansk,Zaglebie Lubin,Wisla Plock,Arka Gdynia,Termalica Nieciecza',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Austria',
    country_code: 'AT',
    competitions: [
      {
        name: 'Bundesliga',
        kind: 'league',
        weight: 1,
        quality: [0.15, -0.3],
        days: [SUN, WED],
        ...EUC,
        teams: list(
          'Red Bull Salzburg,Sturm Graz,Rapid Wien,Austria Wien,LASK,Wolfsberger AC,TSV Hartberg,Blau-Weiss Linz,WSG Tirol,Grazer AK,SCR Altach,SV Ried',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Switzerland',
    country_code: 'CH',
    competitions: [
      {
        name: 'Super League',
        kind: 'league',
        weight: 1,
        quality: [0.15, -0.3],
        days: [SAT, WED],
        ...EUC,
        teams: list(
          'Young Boys,FC Basel,Servette,FC Lugano,Lausanne-Sport,FC Luzern,FC St. Gallen,FC Zurich,FC Sion,Grasshoppers,FC Winterthur,FC Thun',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Denmark',
    country_code: 'DK',
    competitions: [
      {
        name: 'Superliga',
        kind: 'league',
        weight: 1,
        quality: [0.15, -0.3],
        days: [SUN, WED],
        ...EUC,
        teams: list(
          'FC Copenhagen,FC Midtjylland,Brondby,AGF,FC Nordsjaelland,Randers FC,Silkeborg IF,Viborg FF,OB,Sonderjyske,Vejle BK,FC Fredericia',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Czech Republic',
    country_code: 'CZ',
    competitions: [
      {
        name: 'Chance Liga',
        kind: 'league',
        weight: 1,
        quality: [0.15, -0.35],
        days: [SAT, WED],
        ...EUC,
        teams: list(
          'Slavia Prague,Sparta Prague,Viktoria Plzen,Banik Ostrava,Sigma Olomouc,Jablonec,Slovan Liberec,Hradec Kralove,Mlada Boleslav,Teplice,Bohemians 1905,Pardubice,Slovacko,Karvina,Zlin,Dukla Prague',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Norway',
    country_code: 'NO',
    competitions: [
      {
        name: 'Eliteserien',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.35],
        days: [SUN, WED],
        ...EUC,
        teams: list(
          'Bodo/Glimt,Viking,Brann,Rosenborg,Molde,Tromso,Sarpsborg 08,Fredrikstad,Sandefjord,KFUM Oslo,Valerenga,HamKam,Kristiansund,Stromsgodset,Haugesund,Bryne',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Sweden',
    country_code: 'SE',
    competitions: [
      {
        name: 'Allsvenskan',
        kind: 'league',
        weight: 1,
        quality: [0.15, -0.3],
        days: [SUN, THU],
        ...EUC,
        teams: list(
          'Mjallby AIF,Hammarby,AIK,Malmo FF,IF Elfsborg,GAIS,Djurgarden,IFK Goteborg,BK Hacken,IK Sirius,Brommapojkarna,Halmstads BK,Degerfors IF,Osters IF,IFK Varnamo,IFK Norrkoping',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Croatia',
    country_code: 'HR',
    competitions: [
      {
        name: 'HNL',
        kind: 'league',
        weight: 1,
        quality: [0.15, -0.3],
        days: [SAT, WED],
        ...EUC,
        teams: list(
          'Dinamo Zagreb,Hajduk Split,Rijeka,Osijek,Varazdin,Slaven Belupo,Lokomotiva Zagreb,Istra 1961,Gorica,Vukovar 1991',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Romania',
    country_code: 'RO',
    competitions: [
      {
        name: 'Superliga',
        kind: 'league',
        weight: 1,
        quality: [0.1, -0.3],
        days: [FRI, MON],
        ...{ ...EUC, zone: 'Europe/Bucharest' },
        teams: list(
          'FCSB,CFR Cluj,Universitatea Craiova,Rapid Bucuresti,Dinamo Bucuresti,Universitatea Cluj,Farul Constanta,Petrolul Ploiesti,UTA Arad,Otelul Galati,Hermannstadt,FC Botosani,Metaloglobus,Csikszereda,Unirea Slobozia,Arges Pitesti',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Kenya',
    country_code: 'KE',
    competitions: [
      {
        name: 'Premier League',
        kind: 'league',
        weight: 6,
        quality: [0.25, -0.3],
        days: [SUN, WED],
        secondTeams: true,
        ...KE,
        teams: list(
          'Gor Mahia,Kenya Police,Tusker,AFC Leopards,KCB,Shabana,Kakamega Homeboyz,Bandari,Ulinzi Stars,Posta Rangers,Nairobi City Stars,Mathare United,Muranga Seal,Kariobangi Sharks,Sofapaka,Bidco United,APS Bomet,Mara Sugar',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Ghana',
    country_code: 'GH',
    competitions: [
      {
        name: 'Premier League',
        kind: 'league',
        weight: 5,
        quality: [0.25, -0.3],
        days: [SUN, WED],
        secondTeams: true,
        ...GH,
        teams: list(
          'Asante Kotoko,Hearts of Oak,Medeama,Bibiani Gold Stars,Nations FC,Aduana FC,Samartex,Dreams FC,Bechem United,Berekum Chelsea,Heart of Lions,Karela United,Vision FC,Basake Holy Stars,Young Apostles,Hohoe United,Eleven Wonders,Swedru All Blacks',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Nigeria',
    country_code: 'NG',
    competitions: [
      {
        name: 'NPFL',
        kind: 'league',
        weight: 5,
        quality: [0.25, -0.3],
        days: [SUN, WED],
        secondTeams: true,
        ...NG,
        teams: list(
          'Remo Stars,Enyimba,Rangers International,Rivers United,Shooting Stars,Kano Pillars,Ikorodu City,Bendel Insurance,Abia Warriors,Kwara United,Plateau United,Nasarawa United,Katsina United,Niger Tornadoes,Bayelsa United,El-Kanemi Warriors,Kun Khalifat,Barau FC,Warri Wolves,Wikki Tourists',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'South Africa',
    country_code: 'ZA',
    competitions: [
      {
        name: 'Premiership',
        kind: 'league',
        weight: 2,
        quality: [0.35, -0.3],
        days: [SAT, TUE],
        ...ZA,
        teams: list(
          'Mamelodi Sundowns,Orlando Pirates,Kaizer Chiefs,Stellenbosch,Sekhukhune United,AmaZulu,TS Galaxy,Polokwane City,Golden Arrows,Chippa United,Richards Bay,Magesi,Marumo Gallants,Siwelele,Durban City,Orbit College',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Tanzania',
    country_code: 'TZ',
    competitions: [
      {
        name: 'Ligi Kuu Bara',
        kind: 'league',
        weight: 2,
        quality: [0.3, -0.3],
        days: [SAT, TUE],
        ...EA,
        teams: list(
          'Young Africans,Simba SC,Azam FC,Singida Black Stars,Coastal Union,JKT Tanzania,KMC,Namungo,Tanzania Prisons,Dodoma Jiji,Mashujaa,Pamba Jiji,Fountain Gate,Tabora United,Mbeya City,Mtibwa Sugar',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Uganda',
    country_code: 'UG',
    competitions: [
      {
        name: 'Premier League',
        kind: 'league',
        weight: 1,
        quality: [0.15, -0.3],
        days: [FRI, TUE],
        ...UG,
        teams: list(
          'Vipers SC,KCCA FC,SC Villa,NEC FC,URA FC,Express FC,BUL FC,Kitara FC,Police FC,Mbarara City,Lugazi FC,UPDF FC,Maroons FC,Calvary FC,Buhimba Saints,Wakiso Giants',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Egypt',
    country_code: 'EG',
    competitions: [
      {
        name: 'Premier League',
        kind: 'league',
        weight: 1,
        quality: [0.4, -0.3],
        days: [SAT, TUE],
        ...EG,
        teams: list(
          'Al Ahly,Pyramids FC,Zamalek,Al Masry,Ceramica Cleopatra,Future FC,ENPPI,Smouha,Ismaily,Al Ittihad Alexandria,Petrojet,ZED FC,Ghazl El Mahalla,Pharco,El Gouna,National Bank of Egypt,Talaea El Gaish,Haras El Hodoud',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Morocco',
    country_code: 'MA',
    competitions: [
      {
        name: 'Botola Pro',
        kind: 'league',
        weight: 1,
        quality: [0.35, -0.3],
        days: [SUN, THU],
        ...MA,
        teams: list(
          'RS Berkane,AS FAR,Wydad Casablanca,Raja Casablanca,FUS Rabat,Maghreb Fes,Hassania Agadir,Olympic Safi,IR Tanger,Difaa El Jadidi,CODM Meknes,Union Touarga,KAC Marrakech,Renaissance Zemamra,Olympique Dcheira,Kawkab Marrakech',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Saudi Arabia',
    country_code: 'SA',
    competitions: [
      {
        name: 'Pro League',
        kind: 'league',
        weight: 2,
        quality: [0.4, -0.3],
        days: [FRI, MON],
        ...SA,
        teams: list(
          'Al Hilal,Al Nassr,Al Ittihad,Al Ahli,Al Qadsiah,Al Shabab,Al Ettifaq,Al Taawoun,Al Fateh,Al Khaleej,Al Fayha,Al Riyadh,Al Kholood,Al Okhdood,Damac,Al Hazem,Al Najma,NEOM SC',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Brazil',
    country_code: 'BR',
    competitions: [
      {
        name: 'Serie A',
        kind: 'league',
        weight: 2,
        quality: [0.35, -0.25],
        days: [SUN, WED],
        ...BR,
        teams: list(
          'Flamengo,Palmeiras,Cruzeiro,Botafogo,Mirassol,Bahia,Fluminense,Sao Paulo,Corinthians,Gremio,Internacional,Atletico Mineiro,Vasco da Gama,Bragantino,Santos,Ceara,Vitoria,Fortaleza,Juventude,Sport Recife',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Argentina',
    country_code: 'AR',
    competitions: [
      {
        name: 'Liga Profesional',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.3],
        days: [SUN, THU],
        ...AR,
        teams: list(
          'River Plate,Boca Juniors,Racing Club,Independiente,Estudiantes,Velez Sarsfield,San Lorenzo,Talleres,Rosario Central,Lanus,Argentinos Juniors,Huracan,Newells Old Boys,Defensa y Justicia,Belgrano,Instituto,Godoy Cruz,Platense,Tigre,Banfield,Gimnasia La Plata,Union Santa Fe,Barracas Central,Independiente Rivadavia,Atletico Tucuman,Central Cordoba,Sarmiento,Aldosivi,San Martin San Juan,Deportivo Riestra',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Mexico',
    country_code: 'MX',
    competitions: [
      {
        name: 'Liga MX',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.3],
        days: [SAT, TUE],
        ...MX,
        teams: list(
          'Toluca,Club America,Cruz Azul,Tigres UANL,Monterrey,Pachuca,Guadalajara,Pumas UNAM,Tijuana,Leon,Necaxa,FC Juarez,Atlas,Santos Laguna,Queretaro,Mazatlan,Puebla,Atletico San Luis',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Japan',
    country_code: 'JP',
    competitions: [
      {
        name: 'J1 League',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.25],
        days: [SAT, WED],
        ...JP,
        teams: list(
          'Kashima Antlers,Kashiwa Reysol,Kyoto Sanga,Sanfrecce Hiroshima,Vissel Kobe,Machida Zelvia,Urawa Red Diamonds,Kawasaki Frontale,Gamba Osaka,Cerezo Osaka,FC Tokyo,Avispa Fukuoka,Tokyo Verdy,Fagiano Okayama,Shimizu S-Pulse,Nagoya Grampus,Yokohama F. Marinos,Shonan Bellmare,Yokohama FC,Albirex Niigata',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'South Korea',
    country_code: 'KR',
    competitions: [
      {
        name: 'K League 1',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.25],
        days: [SUN, WED],
        ...KR,
        teams: list(
          'Jeonbuk Hyundai Motors,Daejeon Hana Citizen,Gimcheon Sangmu,Pohang Steelers,FC Seoul,Gangwon FC,Ulsan HD,Gwangju FC,FC Anyang,Jeju SK,Suwon FC,Daegu FC',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'China',
    country_code: 'CN',
    competitions: [
      {
        name: 'Super League',
        kind: 'league',
        weight: 1,
        quality: [0.25, -0.3],
        days: [SAT, TUE],
        ...CN,
        teams: list(
          'Shanghai Port,Shanghai Shenhua,Chengdu Rongcheng,Beijing Guoan,Shandong Taishan,Tianjin Jinmen Tiger,Zhejiang FC,Henan FC,Qingdao West Coast,Wuhan Three Towns,Yunnan Yukun,Dalian Yingbo,Shenzhen Peng City,Meizhou Hakka,Changchun Yatai,Qingdao Hainiu',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'Australia',
    country_code: 'AU',
    competitions: [
      {
        name: 'A-League',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.2],
        days: [FRI, TUE],
        ...AU,
        teams: list(
          'Melbourne City,Auckland FC,Melbourne Victory,Adelaide United,Sydney FC,Western Sydney Wanderers,Macarthur FC,Central Coast Mariners,Brisbane Roar,Newcastle Jets,Perth Glory,Wellington Phoenix',
        ),
      },
    ],
  },
  {
    sport_id: 1,
    name: 'International Clubs',
    competitions: [
      {
        name: 'UEFA Champions League',
        kind: 'cup',
        weight: 7,
        quality: [0.5, -0.05],
        days: [TUE, WED],
        ...UEFA,
        teams: list(
          'Arsenal,Bayern Munich,Real Madrid,Paris Saint-Germain,Liverpool,Barcelona,Manchester City,Inter,Chelsea,Atletico Madrid,Napoli,Bayer Leverkusen,Borussia Dortmund,Juventus,Newcastle United,Tottenham Hotspur,Atalanta,Sporting CP,Benfica,PSV,Ajax,Olympique de Marseille,AS Monaco,Eintracht Frankfurt,Athletic Club,Villarreal,Galatasaray,Club Brugge,Union Saint-Gilloise,Olympiacos,FC Copenhagen,Slavia Prague,Bodo/Glimt,Qarabag,Pafos,Kairat Almaty',
        ),
      },
      {
        name: 'UEFA Europa League',
        kind: 'cup',
        weight: 4,
        quality: [0.3, -0.1],
        days: [THU, WED],
        ...UEFA,
        teams: list(
          'Aston Villa,Roma,FC Porto,Nottingham Forest,Olympique Lyonnais,LOSC Lille,Real Betis,Fenerbahce,VfB Stuttgart,SC Freiburg,SC Braga,Bologna,Feyenoord,OGC Nice,Celta Vigo,Celtic,Rangers,PAOK,Panathinaikos,Genk,Go Ahead Eagles,FC Utrecht,FC Midtjylland,Young Boys,FC Basel,Red Bull Salzburg,Sturm Graz,Dinamo Zagreb,Crvena Zvezda,Ferencvaros,Viktoria Plzen,Maccabi Tel Aviv,Ludogorets,FCSB,SK Brann,Malmo FF',
        ),
      },
      {
        name: 'CAF Champions League',
        kind: 'cup',
        weight: 4,
        quality: [0.4, -0.05],
        days: [FRI, SAT, SUN, TUE],
        ...CAF,
        teams: list(
          'Al Ahly,Mamelodi Sundowns,Pyramids FC,Esperance de Tunis,RS Berkane,AS FAR,Young Africans,Simba SC,Petro de Luanda,Al Hilal Omdurman,MC Alger,JS Kabylie,Stade Malien,Remo Stars,Bibiani Gold Stars,Kenya Police',
        ),
      },
      {
        name: 'CAF Confederation Cup',
        kind: 'cup',
        weight: 3,
        quality: [0.3, -0.1],
        days: [FRI, SAT, SUN, WED],
        ...CAF,
        teams: list(
          'Zamalek,Orlando Pirates,Wydad Casablanca,USM Alger,CR Belouizdad,Al Masry,Stellenbosch,Olympic Safi,Azam FC,Singida Black Stars,Asante Kotoko,Enyimba,Kwara United,Gor Mahia,AFC Leopards,Hearts of Oak',
        ),
      },
    ],
  },
];
