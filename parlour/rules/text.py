"""The rules companion's own words in the four languages: headings, labels, answers' framing."""

from __future__ import annotations

from parlour.engine.i18n import register

WORDS: dict[str, dict[str, str]] = {
    "rules.no-companion": {
        "en": "This game has no rules page yet.",
        "fr": "Ce jeu n'a pas encore de page de règles.",
        "es": "Este juego aún no tiene página de reglas.",
        "zh-Hant": "這個遊戲還沒有規則頁面。",
    },
    "rules.game.hanabi.name": {"en": "Hanabi", "fr": "Hanabi", "es": "Hanabi", "zh-Hant": "花火"},
    "rules.game.regicide.name": {"en": "Regicide", "fr": "Regicide", "es": "Regicide", "zh-Hant": "弒君"},
    "rules.game.rentahero.name": {"en": "Rent a Hero", "fr": "Rent a Hero", "es": "Rent a Hero", "zh-Hant": "出租英雄"},
    "rules.page.title": {
        "en": "Rules of {game}",
        "fr": "Règles de {game}",
        "es": "Reglas de {game}",
        "zh-Hant": "{game}規則",
    },
    "rules.section.overview": {
        "en": "The game in 30 seconds",
        "fr": "Le jeu en 30 secondes",
        "es": "El juego en 30 segundos",
        "zh-Hant": "30 秒認識遊戲",
    },
    "rules.section.turn-brief": {
        "en": "A turn, in brief",
        "fr": "Un tour, en bref",
        "es": "Un turno, en breve",
        "zh-Hant": "回合簡介",
    },
    "rules.section.setup": {"en": "Setup", "fr": "Mise en place", "es": "Preparación", "zh-Hant": "遊戲設置"},
    "rules.section.turn": {"en": "A turn", "fr": "Un tour de jeu", "es": "Un turno", "zh-Hant": "遊戲回合"},
    "rules.section.end": {"en": "How to win", "fr": "Comment on gagne", "es": "Cómo se gana", "zh-Hant": "如何獲勝"},
    "rules.section.variants": {"en": "Variants", "fr": "Variantes", "es": "Variantes", "zh-Hant": "變體規則"},
    "rules.section.presets": {
        "en": "Rule sets to choose at the table",
        "fr": "Jeux de règles à choisir à la table",
        "es": "Conjuntos de reglas para elegir en la mesa",
        "zh-Hant": "開桌時可選的規則組合",
    },
    "rules.section.faq": {
        "en": "Questions players ask",
        "fr": "Les règles en questions",
        "es": "Preguntas frecuentes",
        "zh-Hant": "常見問題",
    },
    "rules.section.mistake": {
        "en": "Common mistakes",
        "fr": "Les erreurs fréquentes",
        "es": "Errores frecuentes",
        "zh-Hant": "常見錯誤",
    },
    "rules.section.tip": {"en": "Tips", "fr": "Astuces", "es": "Consejos", "zh-Hant": "小技巧"},
    "rules.section.sheets": {
        "en": "Printable aid sheets (A5)",
        "fr": "Fiches d'aide à imprimer (A5)",
        "es": "Hojas de ayuda para imprimir (A5)",
        "zh-Hant": "可列印的輔助卡（A5）",
    },
    "rules.source": {"en": "Source", "fr": "Source", "es": "Fuente", "zh-Hant": "出處"},
    "rules.source.seed": {
        "en": "seed {seed}, {ref}",
        "fr": "source {seed}, {ref}",
        "es": "fuente {seed}, {ref}",
        "zh-Hant": "來源 {seed}，{ref}",
    },
    "rules.variant.default": {"en": "default", "fr": "par défaut", "es": "por defecto", "zh-Hant": "預設"},
    "rules.ask.title": {
        "en": "Ask a rules question",
        "fr": "Pose ta question sur les règles",
        "es": "Haz una pregunta sobre las reglas",
        "zh-Hant": "提出規則問題",
    },
    "rules.ask.placeholder": {
        "en": "e.g. Can I discard when all the blue tokens are in the lid?",
        "fr": "p. ex. Peut-on défausser quand tous les jetons bleus sont dans le couvercle ?",
        "es": "p. ej. ¿Puedo descartar si todas las fichas azules están en la tapa?",
        "zh-Hant": "例如：藍色標記全在盒蓋中時可以棄牌嗎？",
    },
    "rules.ask.button": {"en": "Ask", "fr": "Demander", "es": "Preguntar", "zh-Hant": "提問"},
    "rules.ask.answer": {
        "en": "The rules say",
        "fr": "Ce que disent les règles",
        "es": "Lo que dicen las reglas",
        "zh-Hant": "規則這麼說",
    },
    "rules.ask.unknown": {
        "en": "I don't know: nothing in the rules answers that clearly. The closest rules:",
        "fr": "Je ne sais pas : rien dans les règles n'y répond clairement. Les règles les plus proches :",
        "es": "No lo sé: nada en las reglas lo responde con claridad. Las reglas más cercanas:",
        "zh-Hant": "我不知道：規則中沒有明確的答案。最接近的規則：",
    },
    "rules.ask.empty": {
        "en": "Type a question about the rules.",
        "fr": "Écris une question sur les règles.",
        "es": "Escribe una pregunta sobre las reglas.",
        "zh-Hant": "請輸入一個規則問題。",
    },
    "rules.kind.rule": {"en": "Rule", "fr": "Règle", "es": "Regla", "zh-Hant": "規則"},
    "rules.kind.faq": {"en": "Question", "fr": "Question", "es": "Pregunta", "zh-Hant": "問答"},
    "rules.kind.mistake": {
        "en": "Common mistake",
        "fr": "Erreur fréquente",
        "es": "Error frecuente",
        "zh-Hant": "常見錯誤",
    },
    "rules.kind.tip": {"en": "Tip", "fr": "Astuce", "es": "Consejo", "zh-Hant": "小技巧"},
    "rules.explains": {"en": "Rules", "fr": "Règles", "es": "Reglas", "zh-Hant": "相關規則"},
    "rules.sheet.setup": {"en": "Setup", "fr": "Mise en place", "es": "Preparación", "zh-Hant": "遊戲設置"},
    "rules.sheet.player": {"en": "Player sheet", "fr": "Fiche joueur", "es": "Hoja del jugador", "zh-Hant": "玩家卡"},
    "rules.sheet.turn": {"en": "Turn flow", "fr": "Déroulement", "es": "Desarrollo del turno", "zh-Hant": "回合流程"},
    "rules.sheet.footer": {
        "en": "Parlour · {game} · from the rule texts: {sources}",
        "fr": "Parlour · {game} · d'après les textes de règles : {sources}",
        "es": "Parlour · {game} · según los textos de reglas: {sources}",
        "zh-Hant": "Parlour · {game} · 依據規則文本：{sources}",
    },
    "rules.card.players": {"en": "Players", "fr": "Joueurs", "es": "Jugadores", "zh-Hant": "人數"},
    "rules.card.minutes": {"en": "Length", "fr": "Durée", "es": "Duración", "zh-Hant": "時間"},
    "rules.card.minutes-value": {
        "en": "{minutes} min",
        "fr": "{minutes} min",
        "es": "{minutes} min",
        "zh-Hant": "{minutes} 分鐘",
    },
    "rules.card.age": {"en": "Age", "fr": "Âge", "es": "Edad", "zh-Hant": "年齡"},
    "rules.card.year": {"en": "Year", "fr": "Sortie", "es": "Año", "zh-Hant": "年份"},
    "rules.card.designer": {"en": "Designer", "fr": "Auteur", "es": "Autor", "zh-Hant": "設計者"},
    "rules.card.publisher": {"en": "Publisher", "fr": "Éditeur", "es": "Editorial", "zh-Hant": "出版商"},
    "rules.card.unknown": {
        "en": "not given by the sources",
        "fr": "non indiqué par les sources",
        "es": "no lo indican las fuentes",
        "zh-Hant": "來源未載明",
    },
    "rules.pick.title": {"en": "Pick a game", "fr": "Choisir un jeu", "es": "Elegir un juego", "zh-Hant": "選擇遊戲"},
    "rules.pick.none": {
        "en": "No game fits all of that; the closest:",
        "fr": "Aucun jeu ne convient à tout cela ; les plus proches :",
        "es": "Ningún juego cumple todo eso; los más cercanos:",
        "zh-Hant": "沒有遊戲完全符合；最接近的：",
    },
    "rules.pick.fits": {"en": "fits", "fr": "convient", "es": "encaja", "zh-Hant": "符合"},
    "rules.pick.why-players": {
        "en": "plays with {min}–{max}",
        "fr": "se joue de {min} à {max}",
        "es": "se juega de {min} a {max}",
        "zh-Hant": "{min}–{max} 人",
    },
    "rules.pick.why-minutes": {
        "en": "lasts {minutes} min",
        "fr": "dure {minutes} min",
        "es": "dura {minutes} min",
        "zh-Hant": "約 {minutes} 分鐘",
    },
    "rules.pick.why-age": {
        "en": "from age {age}",
        "fr": "dès {age} ans",
        "es": "desde {age} años",
        "zh-Hant": "{age} 歲以上",
    },
    "rules.link": {"en": "Rules", "fr": "Règles", "es": "Reglas", "zh-Hant": "規則"},
}

OVERVIEWS: dict[str, dict[str, str]] = {
    "rules.overview.hanabi": {
        "en": "A cooperative game: you are firework makers building five fireworks together, one per colour, from 1 to 5. The catch: you hold your cards facing the others and never see them; only your partners' clues guide you. The game ends at the third red token, when all five fireworks are complete, or one round after the deck runs out.",
        "fr": "Un jeu coopératif : vous êtes des artificiers qui montent ensemble cinq feux d'artifice, un par couleur, de 1 à 5. Le piège : tu tiens tes cartes tournées vers les autres et tu ne les vois jamais ; seuls les indices de tes partenaires te guident. La partie s'arrête au troisième jeton rouge, quand les cinq feux sont complets, ou un tour après la fin de la pioche.",
        "es": "Un juego cooperativo: sois pirotécnicos que montan juntos cinco fuegos artificiales, uno por color, del 1 al 5. La trampa: sostienes tus cartas mirando a los demás y nunca las ves; solo las pistas de tus compañeros te guían. La partida termina con la tercera ficha roja, cuando los cinco fuegos están completos, o una ronda después de agotarse el mazo.",
        "zh-Hant": "合作遊戲：你們是煙火師，要一起施放五種顏色的煙火，每種從 1 排到 5。難處在於：你的手牌朝向別人，自己永遠看不到，只能靠隊友的提示。第三個紅色標記落下、五種煙火全部完成，或牌堆用完後再一輪，遊戲就結束。",
    },
    "rules.overview.regicide": {
        "en": "A cooperative game with a standard deck of cards: together you fight the jacks, then the queens, then the kings. Each card you play attacks and triggers its suit's power; then the enemy strikes back and you must discard enough cards to survive. Defeat all twelve royals to win; one player who cannot pay makes everyone lose. Solo too.",
        "fr": "Un jeu coopératif avec un jeu de cartes classique : ensemble, vous affrontez les valets, puis les dames, puis les rois. Chaque carte jouée attaque et déclenche le pouvoir de son enseigne ; puis l'ennemi contre-attaque et il faut défausser assez de cartes pour survivre. Battez les douze figures pour gagner ; un seul paiement impossible fait perdre tout le groupe. Jouable en solo.",
        "es": "Un juego cooperativo con una baraja clásica: juntos os enfrentáis a las jotas, luego a las reinas y luego a los reyes. Cada carta jugada ataca y activa el poder de su palo; después el enemigo contraataca y hay que descartar cartas suficientes para sobrevivir. Derrotad a las doce figuras para ganar; si un jugador no puede pagar, pierde todo el grupo. También en solitario.",
        "zh-Hant": "使用一副普通撲克牌的合作遊戲：大家一起對抗傑克、皇后，最後是國王。每打出一張牌就發動攻擊並觸發花色能力；接著敵人反擊，你必須棄掉足夠的牌才能存活。擊敗全部十二張人頭牌即獲勝；只要有一人付不出傷害，全隊落敗。也可單人遊玩。",
    },
    "rules.overview.rentahero": {
        "en": "A bluffing and deduction game for 3 to 5 players. In turn, a player sends a hidden hero around the table; each player may recruit it or pass it on. The goal is to gather six different heroes, but recruiting a duplicate eliminates both copies. If the deck runs out, whoever has the most heroes wins.",
        "fr": "Un jeu de bluff et de déduction pour 3 à 5 joueurs. À tour de rôle, un joueur fait circuler un héros caché que chacun peut recruter ou passer à son voisin. Le but est de réunir six héros différents, mais recruter un doublon élimine les deux exemplaires. Si la pioche s'épuise, celui qui a le plus de héros gagne.",
        "es": "Un juego de farol y deducción para 3 a 5 jugadores. Por turnos, un jugador hace circular un héroe oculto que cada uno puede reclutar o pasar a su vecino. El objetivo es reunir seis héroes distintos, pero reclutar un duplicado elimina las dos copias. Si se agota el mazo, gana quien tenga más héroes.",
        "zh-Hant": "3 到 5 人的吹牛與推理遊戲。玩家輪流讓一位隱藏的英雄在桌上流浪，每位玩家可以招募它或傳給鄰座。目標是集滿六位不同的英雄，但招募到重複的英雄會讓兩張一起被淘汰。牌堆用完時，英雄最多的人獲勝。",
    },
}

VARIANTS: dict[str, dict[str, str]] = {
    "rules.variant.hanabi.standard": {
        "en": "Standard rules",
        "fr": "Règles standard",
        "es": "Reglas estándar",
        "zh-Hant": "標準規則",
    },
    "rules.variant.hanabi.no-empty-clues": {
        "en": "No empty clues (as on hanab.live)",
        "fr": "Pas d'indice vide (comme sur hanab.live)",
        "es": "Sin pistas vacías (como en hanab.live)",
        "zh-Hant": "不可給空提示（同 hanab.live）",
    },
    "rules.variant.hanabi.bouquet-final": {
        "en": "Bouquet final",
        "fr": "Bouquet final",
        "es": "Traca final",
        "zh-Hant": "最終花束",
    },
    "rules.variant.hanabi.multicolour": {
        "en": "Multicolour (6 suits)",
        "fr": "Multicolore (6 couleurs)",
        "es": "Multicolor (6 colores)",
        "zh-Hant": "多彩（6 種顏色）",
    },
    "rules.variant.hanabi.multicolour-short": {
        "en": "Multicolour, 5 cards",
        "fr": "Multicolore, 5 cartes",
        "es": "Multicolor, 5 cartas",
        "zh-Hant": "多彩，5 張",
    },
    "rules.variant.hanabi.multicolour-wild": {
        "en": "Multicolour wild (every colour)",
        "fr": "Multicolore joker (toutes les couleurs)",
        "es": "Multicolor comodín (todos los colores)",
        "zh-Hant": "多彩萬用（屬於每種顏色）",
    },
    "rules.variant.regicide.standard": {
        "en": "Standard rules",
        "fr": "Règles standard",
        "es": "Reglas estándar",
        "zh-Hant": "標準規則",
    },
    "rules.variant.regicide.solo": {"en": "Solo", "fr": "Solo", "es": "En solitario", "zh-Hant": "單人"},
    "rules.variant.regicide.no-self-jester": {
        "en": "A jester's player may not choose themselves",
        "fr": "Le joueur du joker ne peut pas se choisir",
        "es": "Quien juega el bufón no puede elegirse",
        "zh-Hant": "出小丑的玩家不能指定自己",
    },
    "rules.variant.rentahero.standard": {
        "en": "Standard rules",
        "fr": "Règles standard",
        "es": "Reglas estándar",
        "zh-Hant": "標準規則",
    },
    "rules.variant.rentahero.original": {
        "en": "Japanese original",
        "fr": "Original japonais",
        "es": "Original japonés",
        "zh-Hant": "日本原版",
    },
    "rules.variant.rentahero.8fspace": {
        "en": "House rules (one hint each, duplicates discarded)",
        "fr": "Règles maison (un indice chacun, doublons défaussés)",
        "es": "Reglas de la casa (una pista cada uno, duplicados descartados)",
        "zh-Hant": "家規（每人一次提示，重複英雄棄掉）",
    },
}

VARIANT_HELP: dict[str, dict[str, str]] = {
    "rules.variant.hanabi.standard.help": {
        "en": "The rules of the French rules page (seed 004).",
        "fr": "Les règles de la page française (source 004).",
        "es": "Las reglas de la página francesa (fuente 004).",
        "zh-Hant": "法文規則頁（來源 004）的規則。",
    },
    "rules.variant.hanabi.no-empty-clues.help": {
        "en": "A clue must touch at least one card, as on hanab.live and for the published bots.",
        "fr": "Un indice doit désigner au moins une carte, comme sur hanab.live et pour les bots publiés.",
        "es": "Una pista debe señalar al menos una carta, como en hanab.live y para los bots publicados.",
        "zh-Hant": "提示至少要指到一張牌，與 hanab.live 及已發表的機器人相同。",
    },
    "rules.variant.hanabi.bouquet-final.help": {
        "en": "For experts: only a perfect score counts; play goes on after the deck runs out.",
        "fr": "Pour les experts : seul un score parfait compte ; on continue après la fin de la pioche.",
        "es": "Para expertos: solo cuenta la puntuación perfecta; se sigue jugando tras agotarse el mazo.",
        "zh-Hant": "專家玩法：只有滿分才算數；牌堆用完後繼續進行。",
    },
    "rules.variant.hanabi.multicolour.help": {
        "en": "A sixth colour of 10 cards.",
        "fr": "Une sixième couleur de 10 cartes.",
        "es": "Un sexto color de 10 cartas.",
        "zh-Hant": "加入第六種顏色，共 10 張。",
    },
    "rules.variant.hanabi.multicolour-short.help": {
        "en": "A sixth colour with one card of each value.",
        "fr": "Une sixième couleur avec une carte de chaque valeur.",
        "es": "Un sexto color con una carta de cada valor.",
        "zh-Hant": "加入第六種顏色，每個數字各一張。",
    },
    "rules.variant.hanabi.multicolour-wild.help": {
        "en": "Multicolour cards answer every colour clue and are never named.",
        "fr": "Les cartes multicolores répondent à tout indice de couleur et ne sont jamais nommées.",
        "es": "Las cartas multicolor responden a toda pista de color y nunca se nombran.",
        "zh-Hant": "多彩牌會被每個顏色提示指到，但不能被指名。",
    },
    "rules.variant.regicide.standard.help": {
        "en": "The official A4 rules as the French chapter gives them (seed 002).",
        "fr": "Les règles A4 officielles telles que le chapitre français les donne (source 002).",
        "es": "Las reglas A4 oficiales tal como las da el capítulo francés (fuente 002).",
        "zh-Hant": "法文章節（來源 002）所載的官方 A4 規則。",
    },
    "rules.variant.regicide.solo.help": {
        "en": "Solo: a hand of 8, the two jesters set aside to refill your hand.",
        "fr": "Solo : une main de 8, les deux jokers à côté pour refaire sa main.",
        "es": "En solitario: mano de 8, los dos bufones aparte para rehacer la mano.",
        "zh-Hant": "單人：手牌上限 8 張，兩張小丑放在一旁用來重抽手牌。",
    },
    "rules.variant.regicide.no-self-jester.help": {
        "en": "A jester's player must hand the lead to someone else.",
        "fr": "Le joueur du joker doit donner la main à quelqu'un d'autre.",
        "es": "Quien juega el bufón debe ceder el turno a otra persona.",
        "zh-Hant": "出小丑的玩家必須把下一手交給別人。",
    },
    "rules.variant.rentahero.standard.help": {
        "en": "The Spanish rulebook (seed 003) read with the French rules page (seed 000).",
        "fr": "Le livret espagnol (source 003) lu avec la page française (source 000).",
        "es": "El reglamento español (fuente 003) leído con la página francesa (fuente 000).",
        "zh-Hant": "西班牙文規則書（來源 003），並參照法文規則頁（來源 000）。",
    },
    "rules.variant.rentahero.original.help": {
        "en": "The Japanese original: a hint compares required strengths; the deck is reshuffled and six heroes end the game.",
        "fr": "L'original japonais : l'indice compare les forces requises ; la pioche est remélangée et six héros finissent la partie.",
        "es": "El original japonés: la pista compara fuerzas requeridas; el mazo se baraja de nuevo y seis héroes terminan la partida.",
        "zh-Hant": "日本原版：詢問比較強度需求；牌堆重新洗牌，集滿六位英雄才結束。",
    },
    "rules.variant.rentahero.8fspace.help": {
        "en": "The 8fspace group's house rules (seed 001): one hint per player per wandering hero, no discard when sending from the deck, duplicates to the discard pile, the game ends as the deck runs out.",
        "fr": "Les règles maison du groupe 8fspace (source 001) : un indice par joueur et par héros vagabond, pas de défausse en envoyant depuis la pioche, doublons à la défausse, fin dès que la pioche est vide.",
        "es": "Las reglas de la casa del grupo 8fspace (fuente 001): una pista por jugador y héroe vagabundo, sin descarte al enviar desde el mazo, duplicados al descarte, fin al agotarse el mazo.",
        "zh-Hant": "8fspace 玩家群的家規（來源 001）：每位流浪英雄每人詢問一次，從牌堆送出時不棄牌，重複英雄進棄牌堆，牌堆抽完即結束。",
    },
}

register(WORDS)
register(OVERVIEWS)
register(VARIANTS)
register(VARIANT_HELP)
