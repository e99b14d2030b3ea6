import { FRI, SAT, SUN, THU, TUE, WED, list, type CategoryDef } from './reference-types';

/**
 * The other sports' main leagues and tours, sides and players strongest first (2025/26 season
 * line-ups and rankings, the last ones known here). NBA and NHL sides play every other day.
 */

const evenings = (zone: string, times: string) => ({
  zone,
  weekend: list(times),
  midweek: list(times),
});

export const OTHER_SPORTS: readonly CategoryDef[] = [
  // Basketball
  {
    sport_id: 2,
    name: 'USA',
    country_code: 'US',
    competitions: [
      {
        name: 'NBA',
        kind: 'league',
        weight: 6,
        quality: [0.45, -0.35],
        ...evenings('America/New_York', '19:00,19:30,20:00,22:00'),
        teams: list(
          'Oklahoma City Thunder,Cleveland Cavaliers,Denver Nuggets,Houston Rockets,New York Knicks,Boston Celtics,Los Angeles Lakers,Minnesota Timberwolves,Golden State Warriors,Detroit Pistons,Orlando Magic,Milwaukee Bucks,Indiana Pacers,Los Angeles Clippers,San Antonio Spurs,Atlanta Hawks,Memphis Grizzlies,Dallas Mavericks,Miami Heat,Philadelphia 76ers,Toronto Raptors,Phoenix Suns,Sacramento Kings,Chicago Bulls,Portland Trail Blazers,Charlotte Hornets,New Orleans Pelicans,Utah Jazz,Brooklyn Nets,Washington Wizards',
        ),
      },
      {
        name: 'NCAA',
        kind: 'league',
        weight: 2,
        quality: [0.3, -0.3],
        days: [SAT, TUE],
        ...evenings('America/New_York', '12:00,14:00,19:00,21:00'),
        teams: list(
          'Duke,Houston,Florida,Auburn,Purdue,Kansas,UConn,Kentucky,Arizona,Michigan State,Tennessee,Alabama,Gonzaga,Texas Tech,Iowa State,St. Johns,North Carolina,Louisville,UCLA,Baylor,BYU,Illinois,Michigan,Arkansas,Creighton,Marquette,Wisconsin,Texas,Villanova,Ohio State',
        ),
      },
    ],
  },
  {
    sport_id: 2,
    name: 'International',
    competitions: [
      {
        name: 'Euroleague',
        kind: 'league',
        weight: 4,
        quality: [0.25, -0.2],
        days: [TUE, FRI],
        ...evenings('Europe/Paris', '18:00,19:00,20:00,20:45'),
        teams: list(
          'Real Madrid,Fenerbahce Beko,Panathinaikos,Olympiacos,Barcelona,Monaco,Anadolu Efes,Zalgiris Kaunas,Hapoel Tel Aviv,Crvena Zvezda,Partizan,Maccabi Tel Aviv,Virtus Bologna,Olimpia Milano,Bayern Munich,Baskonia,Valencia Basket,Paris Basketball,Dubai Basketball,ASVEL',
        ),
      },
    ],
  },
  {
    sport_id: 2,
    name: 'Spain',
    country_code: 'ES',
    competitions: [
      {
        name: 'ACB',
        kind: 'league',
        weight: 1,
        quality: [0.25, -0.25],
        days: [SUN, WED],
        ...evenings('Europe/Madrid', '12:30,17:00,19:00,20:45'),
        teams: list(
          'Real Madrid Baloncesto,Barca Basquet,Valencia Basket Club,Unicaja Malaga,La Laguna Tenerife,Baskonia Vitoria,Gran Canaria,Joventut Badalona,UCAM Murcia,Casademont Zaragoza,Bilbao Basket,BAXI Manresa,Basquet Girona,MoraBanc Andorra,Rio Breogan,Coviran Granada,Hiopos Lleida,San Pablo Burgos',
        ),
      },
    ],
  },
  {
    sport_id: 2,
    name: 'Australia',
    country_code: 'AU',
    competitions: [
      {
        name: 'NBL',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.2],
        days: [SAT, WED],
        ...evenings('Australia/Sydney', '15:00,17:30,19:30'),
        teams: list(
          'Melbourne United,Sydney Kings,Perth Wildcats,Illawarra Hawks,South East Melbourne Phoenix,Adelaide 36ers,Tasmania JackJumpers,Brisbane Bullets,Cairns Taipans,New Zealand Breakers',
        ),
      },
    ],
  },
  // Tennis
  {
    sport_id: 5,
    name: 'ATP',
    competitions: [
      {
        name: 'ATP Tour Men Singles',
        kind: 'players',
        weight: 4,
        quality: [0.55, -0.1],
        teams: list(
          'Alcaraz, Carlos;Sinner, Jannik;Zverev, Alexander;Djokovic, Novak;Fritz, Taylor;Draper, Jack;Musetti, Lorenzo;De Minaur, Alex;Shelton, Ben;Auger-Aliassime, Felix;Rune, Holger;Medvedev, Daniil;Ruud, Casper;Paul, Tommy;Mensik, Jakub;Lehecka, Jiri;Khachanov, Karen;Rublev, Andrey;Fonseca, Joao;Cobolli, Flavio;Tiafoe, Frances;Davidovich Fokina, Alejandro;Tsitsipas, Stefanos;Dimitrov, Grigor;Humbert, Ugo;Cerundolo, Francisco;Hurkacz, Hubert;Griekspoor, Tallon',
          ';',
        ),
      },
      {
        name: 'ATP Challenger Tour Men Singles',
        kind: 'players',
        weight: 2,
        quality: [0.05, -0.35],
        teams: list(
          'Bublik, Alexander;Machac, Tomas;Darderi, Luciano;Nakashima, Brandon;Michelsen, Alex;Tien, Learner;Munar, Jaume;Etcheverry, Tomas Martin;Navone, Mariano;Kecmanovic, Miomir;Bergs, Zizou;Mpetshi Perricard, Giovanni;Nishioka, Yoshihito;Norrie, Cameron;Fils, Arthur;Popyrin, Alexei;Shapovalov, Denis;Bautista Agut, Roberto;Sonego, Lorenzo;Berrettini, Matteo;Baez, Sebastian;Korda, Sebastian;Giron, Marcos;Altmaier, Daniel;Diallo, Gabriel;Fearnley, Jacob;Vacherot, Valentin;Arnaldi, Matteo',
          ';',
        ),
      },
      {
        name: 'ATP Challenger Tour Men Singles II',
        kind: 'players',
        weight: 1,
        quality: [-0.05, -0.4],
        teams: list(
          'Ofner, Sebastian;Moutet, Corentin;Muller, Alexandre;Rinderknech, Arthur;Van de Zandschulp, Botic;Carreno Busta, Pablo;Tabilo, Alejandro;Jarry, Nicolas;Comesana, Francisco;Cerundolo, Juan Manuel;Ugo Carabelli, Camilo;Monteiro, Thiago;Seyboth Wild, Thiago;Struff, Jan-Lennard;Marozsan, Fabian;Fucsovics, Marton;Medjedovic, Hamad;Wawrinka, Stan;Goffin, David;Nishikori, Kei;Shang, Juncheng;Kokkinakis, Thanasi;Thompson, Jordan;Vukic, Aleksandar;Brooksby, Jenson;Opelka, Reilly;Landaluce, Martin;Prizmic, Dino',
          ';',
        ),
      },
    ],
  },
  {
    sport_id: 5,
    name: 'WTA',
    competitions: [
      {
        name: 'WTA Tour Women Singles',
        kind: 'players',
        weight: 3,
        quality: [0.55, -0.1],
        teams: list(
          'Sabalenka, Aryna;Swiatek, Iga;Gauff, Coco;Anisimova, Amanda;Rybakina, Elena;Pegula, Jessica;Paolini, Jasmine;Andreeva, Mirra;Navarro, Emma;Keys, Madison;Alexandrova, Ekaterina;Mboko, Victoria;Muchova, Karolina;Noskova, Linda;Svitolina, Elina;Kalinskaya, Anna;Zheng, Qinwen;Tauson, Clara;Mertens, Elise;Kostyuk, Marta;Samsonova, Liudmila;Bencic, Belinda;Osaka, Naomi;Shnaider, Diana;Vondrousova, Marketa;Jovic, Iva;Eala, Alexandra;Krejcikova, Barbora',
          ';',
        ),
      },
      {
        name: 'WTA 125 Women Singles',
        kind: 'players',
        weight: 1,
        quality: [0.05, -0.35],
        teams: list(
          'Haddad Maia, Beatriz;Kasatkina, Daria;Ostapenko, Jelena;Fernandez, Leylah;Badosa, Paula;Collins, Danielle;Azarenka, Victoria;Frech, Magdalena;Kessler, McCartney;Siniakova, Katerina;Cirstea, Sorana;Putintseva, Yulia;Bouzkova, Marie;Linette, Magda;Sakkari, Maria;Boulter, Katie;Kenin, Sofia;Raducanu, Emma;Stearns, Peyton;Baptiste, Hailey;Vekic, Donna;Potapova, Anastasia;Sorribes Tormo, Sara;Bucsa, Cristina;Kartal, Sonay;Joint, Maya;Townsend, Taylor;Ruse, Elena-Gabriela',
          ';',
        ),
      },
      {
        name: 'WTA 125 Women Singles II',
        kind: 'players',
        weight: 1,
        quality: [-0.05, -0.4],
        teams: list(
          'Kudermetova, Veronika;Kudermetova, Polina;Zarazua, Renata;Sierra, Solana;Parks, Alycia;Li, Ann;Krueger, Ashlyn;Rakhimova, Kamilla;Tomljanovic, Ajla;Wang, Xinyu;Yuan, Yue;Zhang, Shuai;Uchijima, Moyuka;Lys, Eva;Maria, Tatjana;Niemeier, Jule;Siegemund, Laura;Burel, Clara;Gracheva, Varvara;Golubic, Viktorija;Sramkova, Rebecca;Bondar, Anna;Udvardy, Panna;Bronzetti, Lucia;Cocciaretto, Elisabetta;Osorio, Camila;Sherif, Mayar;Jabeur, Ons',
          ';',
        ),
      },
    ],
  },
  // Ice hockey
  {
    sport_id: 4,
    name: 'USA',
    country_code: 'US',
    competitions: [
      {
        name: 'NHL',
        kind: 'league',
        weight: 4,
        quality: [0.3, -0.3],
        ...evenings('America/New_York', '19:00,19:00,19:30,22:00'),
        teams: list(
          'Florida Panthers,Edmonton Oilers,Winnipeg Jets,Vegas Golden Knights,Carolina Hurricanes,Dallas Stars,Washington Capitals,Colorado Avalanche,Tampa Bay Lightning,Toronto Maple Leafs,Los Angeles Kings,New Jersey Devils,Minnesota Wild,Ottawa Senators,St. Louis Blues,Montreal Canadiens,Calgary Flames,Vancouver Canucks,Columbus Blue Jackets,Utah Mammoth,New York Rangers,Detroit Red Wings,New York Islanders,Pittsburgh Penguins,Anaheim Ducks,Buffalo Sabres,Boston Bruins,Seattle Kraken,Philadelphia Flyers,Nashville Predators,Chicago Blackhawks,San Jose Sharks',
        ),
      },
    ],
  },
  {
    sport_id: 4,
    name: 'Sweden',
    country_code: 'SE',
    competitions: [
      {
        name: 'SHL',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.2],
        days: [SAT, TUE],
        ...evenings('Europe/Stockholm', '15:15,19:00'),
        teams: list(
          'Lulea HF,Skelleftea AIK,Frolunda HC,Farjestad BK,Vaxjo Lakers,Rogle BK,Brynas IF,Linkoping HC,Djurgardens IF,Malmo Redhawks,Orebro HK,HV71,Leksands IF,Timra IK',
        ),
      },
    ],
  },
  {
    sport_id: 4,
    name: 'Finland',
    country_code: 'FI',
    competitions: [
      {
        name: 'Liiga',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.2],
        days: [SAT, WED],
        ...evenings('Europe/Helsinki', '17:00,18:30'),
        teams: list(
          'KalPa,Tappara,Ilves,Karpat,Lukko,HIFK,SaiPa,Pelicans,TPS,JYP,HPK,Assat,Sport,Jukurit,KooKoo,K-Espoo',
        ),
      },
    ],
  },
  {
    sport_id: 4,
    name: 'Russia',
    country_code: 'RU',
    competitions: [
      {
        name: 'KHL',
        kind: 'league',
        weight: 2,
        quality: [0.25, -0.25],
        days: [SUN, WED],
        ...evenings('Europe/Moscow', '17:00,19:30'),
        teams: list(
          'Lokomotiv Yaroslavl,Traktor Chelyabinsk,Metallurg Magnitogorsk,CSKA Moscow,Ak Bars Kazan,Avangard Omsk,SKA St. Petersburg,Dynamo Moscow,Spartak Moscow,Salavat Yulaev Ufa,Torpedo Nizhny Novgorod,Severstal Cherepovets,Avtomobilist Yekaterinburg,Sibir Novosibirsk,Neftekhimik Nizhnekamsk,Amur Khabarovsk,Barys Astana,Admiral Vladivostok,Dinamo Minsk,Lada Togliatti,Shanghai Dragons,HC Sochi',
        ),
      },
    ],
  },
  {
    sport_id: 4,
    name: 'Germany',
    country_code: 'DE',
    competitions: [
      {
        name: 'DEL',
        kind: 'league',
        weight: 1,
        quality: [0.2, -0.2],
        days: [FRI, TUE],
        ...evenings('Europe/Berlin', '14:00,16:30,19:30'),
        teams: list(
          'Eisbaren Berlin,Kolner Haie,Adler Mannheim,ERC Ingolstadt,Red Bull Munchen,Straubing Tigers,Grizzlys Wolfsburg,Fischtown Pinguins,Nurnberg Ice Tigers,Iserlohn Roosters,Lowen Frankfurt,Schwenninger Wild Wings,Augsburger Panther,Dresdner Eislowen',
        ),
      },
    ],
  },
  // Volleyball
  {
    sport_id: 23,
    name: 'Italy',
    country_code: 'IT',
    competitions: [
      {
        name: 'SuperLega',
        kind: 'league',
        weight: 1,
        quality: [0.25, -0.2],
        days: [SUN, WED],
        ...evenings('Europe/Rome', '17:00,18:00,20:30'),
        teams: list(
          'Sir Susa Vim Perugia,Itas Trentino,Cucine Lube Civitanova,Valsa Group Modena,Allianz Milano,Rana Verona,Gas Sales Piacenza,Cisterna Volley,Vero Volley Monza,Pallavolo Padova,Yuasa Grottazzolina,Cuneo Volley',
        ),
      },
    ],
  },
  {
    sport_id: 23,
    name: 'Poland',
    country_code: 'PL',
    competitions: [
      {
        name: 'PlusLiga',
        kind: 'league',
        weight: 1,
        quality: [0.25, -0.2],
        days: [SAT, TUE],
        ...evenings('Europe/Warsaw', '14:45,17:30,20:30'),
        teams: list(
          'Jastrzebski Wegiel,Aluron Zawiercie,Bogdanka Lublin,Projekt Warszawa,Asseco Resovia,ZAKSA Kedzierzyn-Kozle,Indykpol AZS Olsztyn,PGE Skra Belchatow,Trefl Gdansk,GKS Katowice,Cuprum Stilon Gorzow,Barkom Lwow,Energa Treflik Gdynia,Norwid Czestochowa',
        ),
      },
    ],
  },
  // Handball
  {
    sport_id: 6,
    name: 'Germany',
    country_code: 'DE',
    competitions: [
      {
        name: 'HBL',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.25],
        days: [SUN, THU],
        ...evenings('Europe/Berlin', '16:05,19:00,20:00'),
        teams: list(
          'Fuchse Berlin,SC Magdeburg,SG Flensburg-Handewitt,THW Kiel,MT Melsungen,Rhein-Neckar Lowen,TBV Lemgo Lippe,VfL Gummersbach,TSV Hannover-Burgdorf,HSV Hamburg,SC DHfK Leipzig,HSG Wetzlar,HC Erlangen,Frisch Auf Goppingen,ThSV Eisenach,Bergischer HC,TVB Stuttgart,GWD Minden',
        ),
      },
    ],
  },
  {
    sport_id: 6,
    name: 'International',
    competitions: [
      {
        name: 'EHF Champions League',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.2],
        days: [WED, SAT],
        ...evenings('Europe/Paris', '18:45,20:45'),
        teams: list(
          'Barca Handbol,Telekom Veszprem,Aalborg Handbold,One Veszprem,Pick Szeged,Industria Kielce,Paris Saint-Germain Handball,Sporting CP Andebol,FC Porto Andebol,Kolstad Handball,GOG Handbold,Orlen Wisla Plock,RK Zagreb,RK Eurofarm Pelister,Dinamo Bucuresti,Fredericia HK',
        ),
      },
    ],
  },
  // Rugby
  {
    sport_id: 12,
    name: 'England',
    country_code: 'GB',
    competitions: [
      {
        name: 'Premiership Rugby',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.25],
        days: [SAT, WED],
        ...evenings('Europe/London', '15:00,17:30,19:45'),
        teams: list(
          'Bath Rugby,Leicester Tigers,Bristol Bears,Northampton Saints,Sale Sharks,Saracens,Gloucester Rugby,Exeter Chiefs,Harlequins,Newcastle Red Bulls',
        ),
      },
    ],
  },
  {
    sport_id: 12,
    name: 'International',
    competitions: [
      {
        name: 'United Rugby Championship',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.3],
        days: [FRI, TUE],
        ...evenings('Europe/Dublin', '17:05,19:35'),
        teams: list(
          'Leinster,Bulls,Glasgow Warriors,Sharks,Munster,Stormers,Edinburgh,Lions,Ulster,Connacht,Scarlets,Benetton,Cardiff Rugby,Ospreys,Zebre Parma,Dragons',
        ),
      },
    ],
  },
  {
    sport_id: 12,
    name: 'France',
    country_code: 'FR',
    competitions: [
      {
        name: 'Top 14',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.3],
        days: [SAT, WED],
        ...evenings('Europe/Paris', '14:30,16:35,21:05'),
        teams: list(
          'Toulouse,Bordeaux Begles,Toulon,Stade Francais,La Rochelle,Racing 92,Clermont,Castres,Bayonne,Pau,Montpellier Herault,Lyon OU,USA Perpignan,Montauban',
        ),
      },
    ],
  },
  // Table tennis
  {
    sport_id: 20,
    name: 'International',
    competitions: [
      {
        name: 'WTT Men Singles',
        kind: 'players',
        weight: 2,
        quality: [0.4, -0.2],
        teams: list(
          'Wang Chuqin,Lin Shidong,Harimoto Tomokazu,Zhou Qihao,Liang Jingkun,Fan Zhendong,Lin Yun-Ju,Hugo Calderano,Truls Moregard,Felix Lebrun,Xiang Peng,Lin Gaoyuan,Togami Shunsuke,Alexis Lebrun,Dang Qiu,Jang Woojin,An Jaehyun,Patrick Franziska,Darko Jorgic,Quadri Aruna,Kao Cheng-Jui,Dimitrij Ovtcharov,Anton Kallberg,Omar Assar',
        ),
      },
      {
        name: 'WTT Women Singles',
        kind: 'players',
        weight: 2,
        quality: [0.4, -0.2],
        teams: list(
          'Sun Yingsha,Wang Manyu,Chen Xingtong,Kuai Man,Hina Hayata,Chen Meng,Harimoto Miwa,Ito Mima,Shin Yubin,Odo Satsuki,Cheng I-Ching,Bernadette Szocs,Adriana Diaz,Sofia Polcanova,Nina Mittelham,Joo Cheonhui,Bruna Takahashi,Sabine Winter,Dina Meshref,Jeon Jihee,Doo Hoi Kem,Han Ying,Shi Xunyao,Zhu Yuling',
        ),
      },
      {
        name: 'WTT Contender Men Singles',
        kind: 'players',
        weight: 1,
        quality: [0.15, -0.3],
        teams: list(
          'Lim Jonghoon,Oh Junsung,Cho Daeseong,Park Gyuhyeon,Yuan Licen,Matsushima Sora,Shinozuka Hiroto,Tanaka Yuta,Uda Yukiya,Yoshimura Maharu,Benedikt Duda,Kristian Karlsson,Mattias Falck,Marcos Freitas,Tiago Apolonia,Simon Gauzy,Jon Persson,Liam Pitchford,Vladimir Sidorenko,Andrej Gacina,Lubomir Pistej,Alvaro Robles,Kanak Jha,Manav Thakkar',
        ),
      },
    ],
  },
  // Futsal
  {
    sport_id: 29,
    name: 'Spain',
    country_code: 'ES',
    competitions: [
      {
        name: 'Primera Division Futsal',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.3],
        days: [SAT, TUE],
        ...evenings('Europe/Madrid', '13:00,18:00,20:00'),
        teams: list(
          'Jimbee Cartagena,ElPozo Murcia,Barca Futsal,Movistar Inter,Palma Futsal,Industrias Santa Coloma,Jaen Paraiso Interior,Vina Albali Valdepenas,Osasuna Magna,Manzanares FS,Ribera Navarra,Cordoba Futsal,O Parrulo Ferrol,Peniscola FS,Xota,Illes Balears',
        ),
      },
    ],
  },
  {
    sport_id: 29,
    name: 'Brazil',
    country_code: 'BR',
    competitions: [
      {
        name: 'Liga Nacional de Futsal',
        kind: 'league',
        weight: 1,
        quality: [0.3, -0.3],
        days: [SUN, THU],
        ...evenings('America/Sao_Paulo', '11:00,19:00,20:00'),
        teams: list(
          'Magnus Futsal,Corinthians Futsal,Carlos Barbosa,Cascavel Futsal,Jaragua Futsal,Pato Futsal,Praia Clube,Minas Futsal,Atlantico Erechim,Joacaba Futsal,Foz Cataratas,Blumenau Futsal',
        ),
      },
    ],
  },
];
