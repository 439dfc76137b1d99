/** A slot's or live table's title in every language (issue 34): our own words, translated. */
export type GameTitles = {
  readonly ru: string;
  readonly en: string;
  readonly kz: string;
  readonly br: string;
};

const titles = (en: string, ru: string, kz: string, br: string): GameTitles => ({ ru, en, kz, br });

export const GAME_TITLES: Readonly<Record<string, GameTitles>> = {
  'sky-forge': titles('Sky Forge', 'Небесная кузня', 'Аспан ұстаханасы', 'Forja Celeste'),
  'candy-orchard': titles('Candy Orchard', 'Конфетный сад', 'Кәмпит бағы', 'Pomar de Doces'),
  'happy-hounds': titles('Happy Hounds', 'Весёлые гончие', 'Көңілді тазылар', 'Cães Felizes'),
  'honey-comet': titles('Honey Comet', 'Медовая комета', 'Бал кометасы', 'Cometa de Mel'),
  'river-catch': titles('River Catch', 'Речной улов', 'Өзен олжасы', 'Pesca no Rio'),
  'sandstone-scroll': titles(
    'Sandstone Scroll',
    'Свиток из песчаника',
    'Құмтас шиыршығы',
    'Pergaminho de Arenito',
  ),
  'jelly-lab': titles('Jelly Lab', 'Желейная лаборатория', 'Желе зертханасы', 'Laboratório de Geleia'),
  'prism-drift': titles('Prism Drift', 'Дрейф призмы', 'Призма ағысы', 'Deriva do Prisma'),
  'jungle-stairs': titles('Jungle Stairs', 'Ступени джунглей', 'Джунгли баспалдағы', 'Escadaria da Selva'),
  'dust-and-spurs': titles('Dust and Spurs', 'Пыль и шпоры', 'Шаң мен шпорлар', 'Poeira e Esporas'),
  'outlaw-mesa': titles('Outlaw Mesa', 'Плато беглецов', 'Қашқындар үстірті', 'Planalto dos Foragidos'),
  'paint-riot': titles('Paint Riot', 'Буйство красок', 'Бояу дүрбелеңі', 'Motim de Tinta'),
  'ward-thirteen': titles('Ward Thirteen', 'Палата тринадцать', 'Он үшінші палата', 'Ala Treze'),
  'iron-yard': titles('Iron Yard', 'Железный двор', 'Темір аула', 'Pátio de Ferro'),
  'berry-jars': titles('Berry Jars', 'Ягодные банки', 'Жидек құмыралары', 'Potes de Frutas'),
  'night-express': titles('Night Express', 'Ночной экспресс', 'Түнгі экспресс', 'Expresso Noturno'),
  'gold-quarry': titles('Gold Quarry', 'Золотой карьер', 'Алтын карьер', 'Pedreira de Ouro'),
  'fjord-raiders': titles('Fjord Raiders', 'Налётчики фьордов', 'Фьорд жортуылшылары', 'Invasores do Fiorde'),
  'pond-crooner': titles('Pond Crooner', 'Певец с пруда', 'Тоған әншісі', 'Cantor da Lagoa'),
  'paper-planes': titles('Paper Planes', 'Бумажные самолёты', 'Қағаз ұшақтар', 'Aviões de Papel'),
  'deep-shaft': titles('Deep Shaft', 'Глубокая шахта', 'Терең шахта', 'Poço Fundo'),
  'reef-hunter': titles('Reef Hunter', 'Охотник рифа', 'Риф аңшысы', 'Caçador do Recife'),
  'moon-howl': titles('Moon Howl', 'Лунный вой', 'Ай ұлуы', 'Uivo da Lua'),
  'tomb-lanterns': titles('Tomb Lanterns', 'Фонари гробницы', 'Мазар шамдары', 'Lanternas do Túmulo'),
  'classic-roulette': titles(
    'Classic Roulette',
    'Классическая рулетка',
    'Классикалық рулетка',
    'Roleta Clássica',
  ),
  'carnival-wheel': titles('Carnival Wheel', 'Карнавальное колесо', 'Карнавал дөңгелегі', 'Roda do Carnaval'),
  'city-wheel': titles('City Wheel', 'Городское колесо', 'Қала дөңгелегі', 'Roda da Cidade'),
  'speed-baccarat': titles('Baccarat', 'Баккара', 'Баккара', 'Bacará'),
  'grand-wheel': titles('Grand Wheel', 'Большое колесо', 'Үлкен дөңгелек', 'Grande Roda'),
  'candy-wheel': titles('Candy Wheel', 'Конфетное колесо', 'Кәмпит дөңгелегі', 'Roda de Doces'),
  'andar-bahar': titles('Andar Bahar', 'Андар Бахар', 'Андар Бахар', 'Andar Bahar'),
  'auto-roulette': titles('Auto Roulette', 'Авторулетка', 'Авторулетка', 'Roleta Automática'),
  'starlight-wheel': titles('Starlight Wheel', 'Звёздное колесо', 'Жұлдыз дөңгелегі', 'Roda Estelar'),
  'blackjack-classic': titles(
    'Classic Blackjack',
    'Классический блэкджек',
    'Классикалық блэкджек',
    'Blackjack Clássico',
  ),
};
