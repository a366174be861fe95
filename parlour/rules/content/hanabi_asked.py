"""How players ask about each Hanabi entry, in their own words, for the rules companion's retrieval.

Entry id -> language -> a few casual questions or situations a player would type when that entry is
the answer. Written from the entries alone, in the words of someone who has not read the rules.
"""

from __future__ import annotations

ASKED: dict[str, dict[str, tuple[str, ...]]] = {
    "hanabi.setup.players": {
        "en": ("how many people can play", "can we play hanabi with 6 of us?", "is it ok for just two players"),
        "fr": ("on peut jouer a combien", "c'est jouable a deux ?", "on est 6 on peut jouer ?"),
        "es": ("cuantas personas pueden jugar", "se puede jugar entre dos?", "somos seis, podemos jugar?"),
        "zh-Hant": ("兩個人能玩嗎", "我們六個人可以一起玩嗎"),
    },
    "hanabi.setup.hand-size": {
        "en": ("how many cards do I hold with 4 players", "hand size for 3 people?", "do we get 4 or 5 cards"),
        "fr": ("on a combien de cartes en main a 4", "taille de la main a trois joueurs ?", "4 ou 5 cartes chacun ?"),
        "es": ("cuantas cartas en la mano si somos 4", "tamaño de mano con 3 jugadores", "son 4 o 5 cartas cada uno?"),
        "zh-Hant": ("四個人玩手上拿幾張", "三人局手牌幾張", "每人拿4張還是5張"),
    },
    "hanabi.deck.composition": {
        "en": ("how many copies of each number are there", "how many 5s per colour", "is there more than one red 1"),
        "fr": ("il y a combien d'exemplaires de chaque carte", "combien de 5 par couleur", "y a combien de 1 rouges"),
        "es": ("cuantas copias hay de cada numero", "cuantos 5 hay de cada color", "hay mas de un 1 rojo?"),
        "zh-Hant": ("每個數字有幾張", "每種顏色有幾張5", "紅色1有幾張"),
    },
    "hanabi.setup.deal": {
        "en": (
            "how do you deal the cards",
            "do we deal one card at a time around the table?",
            "who gets their cards first when dealing",
        ),
        "fr": (
            "comment on distribue les cartes",
            "on donne les cartes une par une en tournant ?",
            "qui recoit ses cartes en premier",
        ),
        "es": ("como se reparten las cartas", "se reparte de una en una por turnos?", "a quien se le da primero"),
        "zh-Hant": ("怎麼發牌", "發牌是一張一張輪流發嗎", "誰先拿到牌"),
    },
    "hanabi.tokens.at-start": {
        "en": (
            "how many hint tokens do we start with",
            "do we begin with any fuse tokens out",
            "starting number of clue tokens",
        ),
        "fr": (
            "combien de jetons indice au debut ?",
            "il y a des jetons rouges au depart ?",
        ),
        "es": (
            "con cuantas fichas se empieza",
            "cuantas fichas de pista hay al principio",
            "se empieza con alguna ficha roja?",
        ),
        "zh-Hant": ("一開始有幾個提示標記", "開局有幾個藍色token", "開始時有紅色標記嗎"),
    },
    "hanabi.variant.multicolour": {
        "en": (
            "what is the rainbow variant",
            "playing with the 6th colour, what's the max score",
            "how many rainbow cards are in the deck",
        ),
        "fr": (
            "c'est quoi la variante arc-en-ciel",
            "avec la sixieme couleur le score max c'est combien",
            "combien de cartes multicolores",
        ),
        "es": (
            "que es la variante arcoiris",
            "con el sexto color cual es la puntuacion maxima",
            "cuantas cartas multicolor hay",
        ),
        "zh-Hant": ("彩虹變體是什麼", "加第六種顏色最高幾分", "彩色牌總共幾張"),
    },
    "hanabi.variant.multicolour-short": {
        "en": (
            "rainbow with only one of each number?",
            "what's the short rainbow variant",
            "6th suit with just 5 cards",
        ),
        "fr": (
            "multicolore avec une seule carte par valeur ?",
            "la variante multicolore courte c'est quoi",
            "sixieme couleur avec juste 5 cartes",
        ),
        "es": (
            "multicolor con una sola carta de cada numero?",
            "que es el multicolor corto",
            "sexto palo con solo 5 cartas",
        ),
        "zh-Hant": ("彩色每個數字只有一張的玩法", "短版彩虹是什麼", "第六種顏色只有5張牌"),
    },
    "hanabi.variant.multicolour-wild": {
        "en": (
            "rainbow cards count as every colour?",
            "does a red clue also touch rainbow cards",
            "variant where you can't call rainbow",
        ),
        "fr": (
            "les cartes arc-en-ciel comptent comme toutes les couleurs ?",
            "un indice rouge touche aussi les multicolores ?",
            "variante joker multicolore",
        ),
        "es": (
            "las cartas arcoiris cuentan como todos los colores?",
            "una pista de rojo tambien marca las multicolor?",
            "variante comodin",
        ),
        "zh-Hant": ("彩色牌算每一種顏色嗎", "說紅色會不會也指到彩色牌", "萬用彩色怎麼玩"),
    },
    "hanabi.turn.out-of-turn": {
        "en": (
            "why can't I move right now",
            "it won't let me play a card",
            "I clicked play and nothing happened, is it someone else's go",
        ),
        "fr": ("pourquoi je peux pas jouer maintenant", "ca me laisse pas jouer ma carte", "c'est a qui de jouer"),
        "es": ("por que no me deja jugar ahora", "no puedo mover nada", "a quien le toca"),
        "zh-Hant": ("為什麼我現在不能出牌", "按了沒反應，是不是別人的回合", "現在輪到誰"),
    },
    "hanabi.turn.one-action": {
        "en": ("can I give a hint and play in the same turn", "what can I do on my turn", "can I skip my go"),
        "fr": (
            "je peux donner un indice et jouer dans le meme tour ?",
            "qu'est-ce que je peux faire a mon tour",
            "je peux sauter mon tour ?",
        ),
        "es": (
            "puedo dar pista y jugar en el mismo turno?",
            "que puedo hacer en mi turno",
            "me puedo saltar el turno?",
        ),
        "zh-Hant": ("同一回合可以給提示又出牌嗎", "輪到我時可以做什麼", "可以跳過這回合嗎"),
    },
    "hanabi.end.game-over": {
        "en": ("can we keep playing now", "why can't anyone move anymore", "is it finished?"),
        "fr": ("on peut encore jouer ?", "pourquoi plus personne peut jouer", "c'est fini ?"),
        "es": ("se puede seguir jugando?", "por que ya nadie puede mover", "ya se acabo?"),
        "zh-Hant": ("還能繼續玩嗎", "為什麼大家都不能動了", "結束了嗎"),
    },
    "hanabi.clue.no-tokens": {
        "en": ("why can't I give a hint", "out of clue tokens, can I still hint?", "zero info tokens left what now"),
        "fr": (
            "pourquoi je peux pas donner d'indice",
            "plus de jetons, je peux quand meme indiquer ?",
            "il reste 0 jeton bleu",
        ),
        "es": ("por que no puedo dar pista", "no quedan fichas, puedo dar pista igual?", "me quede sin fichas azules"),
        "zh-Hant": ("為什麼不能給提示", "提示標記用完了還能提示嗎", "藍色token剩0個"),
    },
    "hanabi.clue.self": {
        "en": ("can I hint my own hand", "can I tell myself what I have", "clue myself?"),
        "fr": ("je peux m'indiquer mes propres cartes ?", "un indice pour moi-meme ?", "me donner une info a moi"),
        "es": ("puedo darme pistas a mi mismo?", "puedo decir que cartas tengo yo", "pista a mi propia mano"),
        "zh-Hant": ("可以提示自己的牌嗎", "能不能給自己線索", "自己提示自己可以嗎"),
    },
    "hanabi.clue.target": {
        "en": ("who can I give a hint to", "can I clue anybody at the table", "pick which player gets my hint"),
        "fr": (
            "a qui je peux donner un indice",
            "je peux indiquer n'importe quel joueur ?",
            "choisir le joueur qui recoit l'indice",
        ),
        "es": (
            "a quien le puedo dar pista",
            "puedo dar pista a cualquiera de la mesa?",
            "elegir a que jugador dar la pista",
        ),
        "zh-Hant": ("提示可以給誰", "可以提示桌上任何人嗎", "怎麼選要提示哪個玩家"),
    },
    "hanabi.clue.colour": {
        "en": (
            "which colours can I call out",
            "can I say purple if it's not in the game",
            "what colour hints are allowed",
        ),
        "fr": (
            "quelles couleurs je peux annoncer",
            "je peux dire violet si y en a pas ?",
            "indices de couleur possibles",
        ),
        "es": ("que colores puedo decir", "puedo decir morado si no esta en el juego?", "pistas de color permitidas"),
        "zh-Hant": ("可以說哪些顏色", "遊戲裡沒有紫色可以提示紫色嗎", "顏色提示有哪些"),
    },
    "hanabi.clue.rainbow-unnamed": {
        "en": (
            "why can't I say rainbow as a hint",
            "can I clue multicolour directly",
            "there's no rainbow button for hints",
        ),
        "fr": (
            "pourquoi je peux pas dire multicolore",
            "on peut indiquer l'arc-en-ciel directement ?",
            "pas de bouton multicolore pour les indices",
        ),
        "es": (
            "por que no puedo decir arcoiris en una pista",
            "se puede dar pista de multicolor?",
            "no hay opcion de multicolor",
        ),
        "zh-Hant": ("為什麼不能提示彩色", "可以直接說彩虹嗎", "提示選項裡沒有彩色"),
    },
    "hanabi.clue.empty": {
        "en": (
            "can I say you have no blue cards",
            "hint that points at zero cards?",
            "why won't it let me clue a colour they don't have",
        ),
        "fr": (
            "je peux dire t'as aucun bleu ?",
            "indice qui touche zero carte",
            "pourquoi je peux pas donner une couleur qu'il a pas",
        ),
        "es": (
            "puedo decir no tienes ningun azul?",
            "pista que no señala ninguna carta",
            "por que no me deja dar un color que no tiene",
        ),
        "zh-Hant": ("可以說你沒有藍色嗎", "提示可以一張都不指嗎", "為什麼不能提示他沒有的顏色"),
    },
    "hanabi.clue.touches-all": {
        "en": (
            "can I point at just one of his two greens",
            "do I have to show every 3 they have",
            "can I say red and 2 at the same time",
        ),
        "fr": (
            "je peux montrer juste un de ses deux verts ?",
            "faut-il montrer tous ses 3",
            "je peux dire rouge et 2 en meme temps",
        ),
        "es": (
            "puedo señalar solo uno de sus dos verdes?",
            "hay que mostrar todos sus 3?",
            "puedo decir rojo y 2 a la vez",
        ),
        "zh-Hant": ("可以只指他兩張綠色中的一張嗎", "要把他所有的3都指出來嗎", "可以同時說紅色和2嗎"),
    },
    "hanabi.play.slot": {
        "en": (
            "can I play a card from someone else's hand",
            "which cards am I allowed to play",
            "play my partner's card?",
        ),
        "fr": (
            "je peux jouer une carte d'un autre joueur ?",
            "quelles cartes je peux poser",
            "jouer la carte de mon partenaire",
        ),
        "es": ("puedo jugar una carta de otro jugador?", "que cartas puedo jugar", "jugar la carta de mi compañero"),
        "zh-Hant": ("可以出別人手上的牌嗎", "我可以打哪些牌", "能幫隊友出牌嗎"),
    },
    "hanabi.discard.slot": {
        "en": ("can I throw away a card from the table", "which card can I bin", "discard someone else's card?"),
        "fr": (
            "je peux jeter une carte d'un autre ?",
            "quelle carte je peux defausser",
            "defausser la carte du voisin",
        ),
        "es": ("puedo tirar una carta de otro?", "que carta puedo descartar", "descartar la carta del compañero"),
        "zh-Hant": ("可以棄別人的牌嗎", "我能丟哪張牌", "棄掉隊友的牌可以嗎"),
    },
    "hanabi.discard.tokens-full": {
        "en": (
            "why can't I discard",
            "I have 8 tokens and want to throw a card away",
            "discard button greyed out with full hints",
        ),
        "fr": (
            "pourquoi je peux pas defausser",
            "j'ai 8 jetons et je veux jeter une carte",
            "defausse bloquee quand tous les jetons sont la",
        ),
        "es": (
            "por que no puedo descartar",
            "tengo 8 fichas y quiero tirar una carta",
            "no me deja descartar con todas las fichas",
        ),
        "zh-Hant": ("為什麼不能棄牌", "8個標記都在還想丟牌", "提示標記滿了不能棄牌嗎"),
    },
    "hanabi.discard.regain": {
        "en": (
            "what do I get for discarding",
            "does throwing a card away give a hint back",
            "do I draw after I discard",
        ),
        "fr": ("ca rapporte quoi de defausser", "jeter une carte rend un jeton ?", "on repioche apres une defausse ?"),
        "es": ("que gano al descartar", "tirar una carta devuelve una ficha?", "robo despues de descartar?"),
        "zh-Hant": ("棄牌有什麼用", "丟一張牌會拿回提示嗎", "棄牌後要抽牌嗎"),
    },
    "hanabi.play.extends": {
        "en": (
            "I played the red 2 on red 1, what happens",
            "where does a good card go",
            "the card fit, does it stay on the pile",
        ),
        "fr": (
            "j'ai pose le 2 rouge sur le 1 rouge, et apres ?",
            "ou va une carte bien jouee",
            "la carte convient, elle reste ?",
        ),
        "es": (
            "jugue el 2 rojo sobre el 1 rojo, que pasa",
            "donde va una carta bien jugada",
            "la carta encaja, se queda ahi?",
        ),
        "zh-Hant": ("紅1後面出紅2會怎樣", "出對的牌放哪裡", "牌接得上就留在那裡嗎"),
    },
    "hanabi.play.misfire": {
        "en": (
            "what happens if I play the wrong card",
            "played a 3 when the pile was at 1",
            "bomb, what's the penalty",
        ),
        "fr": (
            "que se passe-t-il si je joue la mauvaise carte",
            "j'ai pose un 3 alors qu'on etait a 1",
            "erreur de pose, c'est quoi la penalite",
        ),
        "es": (
            "que pasa si juego la carta equivocada",
            "jugue un 3 cuando iba por el 1",
            "cual es la penalizacion por fallar",
        ),
        "zh-Hant": ("出錯牌會怎樣", "煙火才到1我出了3", "出錯有什麼懲罰"),
    },
    "hanabi.play.five-bonus": {
        "en": (
            "do you get anything for playing a 5",
            "finished the blue stack, bonus?",
            "playing a five gives a hint token?",
        ),
        "fr": ("on gagne quoi en posant un 5", "j'ai fini le bleu, il y a un bonus ?", "poser un cinq rend un jeton ?"),
        "es": ("que se gana al jugar un 5", "termine el azul, hay premio?", "jugar un cinco devuelve una ficha?"),
        "zh-Hant": ("出5有獎勵嗎", "完成藍色煙火有什麼好處", "打出5會拿回標記嗎"),
    },
    "hanabi.draw.after-action": {
        "en": ("when do I pick up a new card", "do I draw after playing", "can I look at the card I draw"),
        "fr": (
            "quand est-ce que je pioche",
            "on repioche apres avoir joue ?",
            "je peux regarder la carte que je pioche ?",
        ),
        "es": ("cuando robo una carta nueva", "se roba despues de jugar?", "puedo mirar la carta que robo?"),
        "zh-Hant": ("什麼時候抽新牌", "出牌後要補牌嗎", "抽到的牌可以看嗎"),
    },
    "hanabi.end.strikes": {
        "en": ("how many mistakes before we lose", "we have 3 bombs, is it over", "three strikes and you're out?"),
        "fr": (
            "combien d'erreurs avant de perdre",
            "trois erreurs et on a perdu ?",
        ),
        "es": ("cuantos errores antes de perder", "tenemos 3 fichas rojas, se acabo?", "con tres fallos se pierde?"),
        "zh-Hant": ("錯幾次就輸了", "已經3個紅色標記，遊戲結束了嗎", "三次失誤就輸嗎"),
    },
    "hanabi.end.perfect": {
        "en": (
            "what happens when all the stacks reach 5",
            "we finished every colour, does it end",
            "game end when all fireworks done",
        ),
        "fr": (
            "que se passe-t-il quand toutes les piles sont a 5",
            "on a fini toutes les couleurs, ca s'arrete ?",
            "fin quand tous les feux sont faits",
        ),
        "es": (
            "que pasa cuando todas las pilas llegan a 5",
            "completamos todos los colores, se termina?",
            "fin cuando todos los fuegos estan hechos",
        ),
        "zh-Hant": ("所有顏色都到5會怎樣", "全部煙火完成就結束嗎", "每種顏色都放滿了"),
    },
    "hanabi.end.last-round": {
        "en": (
            "what happens when the draw pile runs out",
            "deck is empty, how many turns left",
            "I took the last card, do I get another turn",
        ),
        "fr": (
            "que se passe-t-il quand la pioche est vide",
            "plus de cartes, il reste combien de tours",
            "j'ai pris la derniere carte, je rejoue ?",
        ),
        "es": (
            "que pasa cuando se acaba el mazo",
            "no quedan cartas, cuantos turnos faltan",
            "robe la ultima carta, juego otra vez?",
        ),
        "zh-Hant": ("牌堆抽完會怎樣", "沒牌了還剩幾回合", "我抽了最後一張還能再玩一次嗎"),
    },
    "hanabi.score.sum": {
        "en": ("how are points counted", "how do I work out our score", "do discarded cards count for points"),
        "fr": ("comment on compte les points", "comment calculer notre score", "les cartes defaussees comptent ?"),
        "es": ("como se cuentan los puntos", "como calculo la puntuacion", "cuentan las cartas descartadas?"),
        "zh-Hant": ("分數怎麼算", "怎麼計算我們的得分", "棄掉的牌算分嗎"),
    },
    "hanabi.score.rating": {
        "en": ("is 18 a good score", "what do the score levels mean", "we got 25 what's that called"),
        "fr": (
            "18 c'est un bon score ?",
            "les niveaux de score veulent dire quoi",
            "on a fait 25 ca s'appelle comment",
        ),
        "es": ("18 es buena puntuacion?", "que significan los niveles de puntuacion", "sacamos 25, como se llama eso"),
        "zh-Hant": ("18分算好嗎", "分數等級代表什麼", "拿到25分叫什麼"),
    },
    "hanabi.bouquet.continue": {
        "en": (
            "in bouquet final does it stop when the deck is empty",
            "hard mode, keep playing after the last card?",
            "bouquet final no last round?",
        ),
        "fr": (
            "en bouquet final ca s'arrete quand la pioche est vide ?",
            "mode expert, on continue apres la derniere carte ?",
            "pas de dernier tour en bouquet final ?",
        ),
        "es": (
            "en traca final se para cuando se acaba el mazo?",
            "modo experto, se sigue tras la ultima carta?",
            "traca final sin ultima ronda?",
        ),
        "zh-Hant": ("終極煙火牌堆空了會停嗎", "專家模式抽完牌還繼續嗎", "終極煙火沒有最後一輪嗎"),
    },
    "hanabi.bouquet.indispensable": {
        "en": (
            "in bouquet final can I throw away the last copy of a card",
            "we binned a 5 in expert mode, did we lose",
            "discarding a critical card in bouquet",
        ),
        "fr": (
            "en bouquet final je peux jeter la derniere copie d'une carte ?",
            "on a defausse un 5 en mode expert, perdu ?",
            "defausser une carte critique en bouquet",
        ),
        "es": (
            "en traca final puedo tirar la ultima copia de una carta?",
            "descartamos un 5 en modo experto, perdimos?",
            "descartar una carta critica en traca",
        ),
        "zh-Hant": ("終極煙火可以丟最後一張嗎", "專家模式棄了5是不是輸了", "終極煙火棄掉關鍵牌"),
    },
    "hanabi.bouquet.perfect-only": {
        "en": (
            "in bouquet final is 24 points a win",
            "expert mode do we need all 25",
            "does a near perfect score count in bouquet",
        ),
        "fr": (
            "en bouquet final 24 points c'est gagne ?",
            "mode expert faut faire 25 ?",
            "un presque parfait compte en bouquet ?",
        ),
        "es": (
            "en traca final 24 puntos es ganar?",
            "modo experto hay que sacar 25?",
            "casi perfecto cuenta en traca?",
        ),
        "zh-Hant": ("終極煙火24分算贏嗎", "專家模式一定要25分嗎", "終極煙火差一點滿分算數嗎"),
    },
    "hanabi.bouquet.no-action": {
        "en": (
            "bouquet final my hand is empty and no tokens, what do I do",
            "why did my turn get skipped in bouquet",
            "no cards left in expert mode",
        ),
        "fr": (
            "bouquet final, plus de cartes et plus de jetons, je fais quoi",
            "pourquoi mon tour est saute en bouquet",
            "plus de cartes en main en mode expert",
        ),
        "es": (
            "traca final, sin cartas y sin fichas, que hago",
            "por que se salto mi turno en traca",
            "sin cartas en la mano en modo experto",
        ),
        "zh-Hant": ("終極煙火手上沒牌也沒標記怎麼辦", "為什麼終極煙火跳過我", "專家模式手牌用完了"),
    },
    "hanabi.faq.starting-hand": {
        "en": ("how many cards do we start with", "do I hold my cards facing out", "4 players, starting cards each?"),
        "fr": (
            "on commence avec combien de cartes",
            "je tiens mes cartes face aux autres ?",
            "a 4 joueurs on a combien de cartes",
        ),
        "es": (
            "con cuantas cartas empezamos",
            "sostengo las cartas mirando a los demas?",
            "con 4 jugadores cuantas cartas al inicio",
        ),
        "zh-Hant": ("一開始每人幾張牌", "手牌要朝外拿嗎", "四人局起手幾張"),
    },
    "hanabi.faq.own-cards": {
        "en": ("am I allowed to peek at my hand", "why can't I see my cards", "how do I know what I'm holding"),
        "fr": (
            "je peux regarder mes cartes ?",
            "pourquoi je vois pas mes cartes",
            "comment je sais ce que j'ai en main",
        ),
        "es": ("puedo ver mis cartas?", "por que no veo mis cartas", "como se que cartas tengo"),
        "zh-Hant": ("可以偷看自己的牌嗎", "為什麼看不到自己的牌", "怎麼知道自己手上有什麼"),
    },
    "hanabi.faq.what-clues": {
        "en": ("what am I allowed to tell my teammates", "how do hints work", "can I say 'play your left card'"),
        "fr": (
            "qu'est-ce que j'ai le droit de dire aux autres",
            "comment marchent les indices",
            "je peux dire 'joue ta carte de gauche' ?",
        ),
        "es": (
            "que les puedo decir a mis compañeros",
            "como funcionan las pistas",
            "puedo decir 'juega tu carta de la izquierda'?",
        ),
        "zh-Hant": ("可以跟隊友說什麼", "提示要怎麼給", "可以直接說「出你最左邊那張」嗎"),
    },
    "hanabi.faq.regain-blue-tokens": {
        "en": ("how do we get hints back", "we're low on clue tokens, how to refill", "ways to earn tokens"),
        "fr": (
            "comment recuperer des jetons",
            "on a presque plus d'indices, comment en regagner",
            "moyens de reprendre un jeton bleu",
        ),
        "es": (
            "como recuperamos fichas",
            "nos quedan pocas pistas, como conseguir mas",
            "formas de ganar fichas azules",
        ),
        "zh-Hant": ("怎麼拿回提示標記", "提示快用完了要怎麼補", "藍色標記怎麼回來"),
    },
    "hanabi.faq.unplayable-card": {
        "en": (
            "I played a card that doesn't go anywhere",
            "what if my card doesn't fit any pile",
            "wrong card played, what now",
        ),
        "fr": (
            "j'ai joue une carte qui va nulle part",
            "si ma carte va sur aucune pile ?",
            "mauvaise carte posee, et maintenant",
        ),
        "es": (
            "jugue una carta que no va en ningun lado",
            "y si mi carta no encaja en ninguna pila?",
            "jugue mal, y ahora",
        ),
        "zh-Hant": ("出的牌哪裡都接不上", "我的牌不能放任何煙火怎麼辦", "出錯牌之後呢"),
    },
    "hanabi.faq.empty-deck": {
        "en": (
            "when does it end once there are no more cards to draw",
            "draw pile is gone, is the game over",
            "how long after the deck runs out",
        ),
        "fr": (
            "ca finit quand s'il y a plus de pioche",
            "la pioche est vide, c'est fini ?",
            "combien de temps apres la fin de la pioche",
        ),
        "es": (
            "cuando acaba si no hay mas cartas para robar",
            "el mazo se acabo, termino la partida?",
            "cuanto dura despues de acabar el mazo",
        ),
        "zh-Hant": ("沒牌可以抽了什麼時候結束", "牌堆空了遊戲就結束嗎", "牌抽完之後還能玩多久"),
    },
    "hanabi.faq.scoring": {
        "en": ("how do points work", "what's the max score", "how do you count the score at the end"),
        "fr": ("comment marchent les points", "c'est quoi le score max", "on compte comment a la fin"),
        "es": ("como funcionan los puntos", "cual es la puntuacion maxima", "como se cuenta al final"),
        "zh-Hant": ("怎麼計分", "最高幾分", "結束時分數怎麼數"),
    },
    "hanabi.faq.pass-turn": {
        "en": ("can I just skip", "I don't want to do anything this turn", "is passing allowed"),
        "fr": ("je peux passer ?", "je veux rien faire ce tour", "on a le droit de passer son tour"),
        "es": ("puedo pasar?", "no quiero hacer nada este turno", "esta permitido pasar"),
        "zh-Hant": ("可以pass嗎", "這回合我不想做任何事", "可以跳過不動作嗎"),
    },
    "hanabi.faq.bouquet-final": {
        "en": ("what is bouquet final", "is there a harder mode for experts", "explain the expert variant"),
        "fr": (
            "c'est quoi le bouquet final",
            "il y a un mode plus dur pour les experts ?",
            "explique la variante expert",
        ),
        "es": ("hay un modo mas dificil para expertos?", "explica la variante experta"),
        "zh-Hant": ("終極煙火是什麼", "有給高手的困難模式嗎", "解釋專家變體"),
    },
    "hanabi.mistake.partial-clue": {
        "en": (
            "can I hint only one card when he has two of that colour",
            "my friend says you can point at just one red",
            "showing some but not all the matching cards",
        ),
        "fr": (
            "je peux montrer une seule carte s'il en a deux de la couleur ?",
            "mon pote dit qu'on peut montrer juste un rouge",
            "montrer seulement une partie des cartes",
        ),
        "es": (
            "puedo señalar una sola carta si tiene dos del color?",
            "mi amigo dice que puedes señalar solo un rojo",
            "mostrar solo algunas de las cartas",
        ),
        "zh-Hant": ("他有兩張同色可以只指一張嗎", "朋友說可以只指一張紅色", "只指出部分符合的牌"),
    },
    "hanabi.mistake.commenting": {
        "en": (
            "can we talk during the game",
            "is it ok to say 'don't play that!'",
            "my friend keeps giving hints by talking, allowed?",
        ),
        "fr": (
            "on peut parler pendant la partie ?",
            "j'ai le droit de dire 'joue pas ca' ?",
            "mon ami donne des infos en parlant, c'est permis ?",
        ),
        "es": (
            "se puede hablar durante la partida?",
            "puedo decir 'no juegues esa'?",
            "mi amigo da pistas hablando, se puede?",
        ),
        "zh-Hant": ("遊戲中可以聊天嗎", "可以說「不要出那張」嗎", "朋友一直用說話暗示，可以嗎"),
    },
    "hanabi.mistake.five-bonus": {
        "en": (
            "we completed a colour, do we get something back",
            "forgot the bonus for the 5",
            "free hint for finishing a stack?",
        ),
        "fr": (
            "on a fini une couleur, on recupere quelque chose ?",
            "oublie le bonus du 5",
            "jeton gratuit quand on finit une pile ?",
        ),
        "es": (
            "completamos un color, recuperamos algo?",
            "olvidamos el premio del 5",
            "pista gratis al terminar una pila?",
        ),
        "zh-Hant": ("完成一種顏色可以拿回什麼嗎", "忘了出5的獎勵", "完成煙火送一個提示嗎"),
    },
    "hanabi.mistake.drawing-last-round": {
        "en": (
            "do we still draw in the final round",
            "last round, do I pick up a card after playing",
            "someone drew in the last round is that right",
        ),
        "fr": (
            "on pioche encore au dernier tour ?",
            "dernier tour, je repioche apres avoir joue ?",
            "quelqu'un a pioche au dernier tour c'est normal ?",
        ),
        "es": (
            "se sigue robando en la ultima ronda?",
            "ultima ronda, robo despues de jugar?",
            "alguien robo en la ultima ronda, esta bien?",
        ),
        "zh-Hant": ("最後一輪還要抽牌嗎", "最後一回合出牌後要補牌嗎", "有人在最後一輪抽牌對嗎"),
    },
    "hanabi.faq.empty-clue": {
        "en": (
            "can I tell someone they have no 5s",
            "is a 'none of these' hint legal",
            "hint about a colour they don't have?",
        ),
        "fr": (
            "je peux dire a quelqu'un qu'il a aucun 5 ?",
            "un indice 'tu n'en as pas' c'est legal ?",
            "indiquer une couleur qu'il a pas",
        ),
        "es": (
            "puedo decirle a alguien que no tiene ningun 5?",
            "es legal una pista de 'no tienes'?",
            "pista de un color que no tiene?",
        ),
        "zh-Hant": ("可以告訴別人他沒有5嗎", "說「你沒有這個」合法嗎", "可以提示他沒有的顏色嗎"),
    },
    "hanabi.faq.no-blue-token": {
        "en": ("what do we do with no hint tokens", "all clue tokens used up", "zero tokens in the box"),
        "fr": ("on fait quoi sans jetons", "tous les jetons indices sont utilises", "zero jeton dans la boite"),
        "es": ("que hacemos sin fichas", "se gastaron todas las fichas de pista", "cero fichas en la caja"),
        "zh-Hant": ("沒有提示標記了怎麼辦", "標記全部用光", "盒子裡0個藍色標記"),
    },
    "hanabi.faq.discard-eight-tokens": {
        "en": (
            "all 8 hints are available, can I still discard",
            "I have 8 tokens and want to discard",
            "full tokens, what are my options",
        ),
        "fr": (
            "les 8 jetons sont la, je peux defausser ?",
            "j'ai 8 jetons et je veux defausser",
            "jetons au max, je fais quoi",
        ),
        "es": (
            "estan las 8 fichas, puedo descartar?",
            "tengo 8 fichas y quiero descartar",
            "fichas al maximo, que puedo hacer",
        ),
        "zh-Hant": ("8個標記都在還能棄牌嗎", "我有8個標記想棄牌", "標記滿了可以做什麼"),
    },
    "hanabi.faq.how-to-win": {
        "en": ("how do you win", "is it everyone against each other", "what's the goal of hanabi"),
        "fr": ("comment on gagne", "c'est chacun pour soi ?", "c'est quoi le but du jeu"),
        "es": ("como se gana", "es cada uno contra todos?", "cual es el objetivo del juego"),
        "zh-Hant": ("怎樣才算贏", "是大家互相對抗嗎", "花火的目標是什麼"),
    },
    "hanabi.faq.third-red-token": {
        "en": ("we got our third bomb what now", "do we keep our points after 3 strikes", "third fuse token, score?"),
        "fr": (
            "on a eu la troisieme erreur, et maintenant",
            "on garde nos points apres 3 erreurs ?",
            "troisieme jeton rouge, quel score",
        ),
        "es": (
            "nos salio el tercer fallo, y ahora",
            "mantenemos los puntos tras 3 fallos?",
            "tercera ficha roja, que puntuacion",
        ),
        "zh-Hant": ("第三次出錯之後呢", "錯三次分數還算嗎", "第三個紅色標記分數是多少"),
    },
    "hanabi.faq.deck-contents": {
        "en": ("what cards are in the deck", "how many cards in total", "what colours are there"),
        "fr": ("il y a quelles cartes dans le paquet", "combien de cartes au total", "quelles sont les couleurs"),
        "es": ("que cartas hay en la baraja", "cuantas cartas hay en total", "que colores hay"),
        "zh-Hant": ("牌組裡有哪些牌", "總共幾張牌", "有哪些顏色"),
    },
    "hanabi.faq.clue-last-round": {
        "en": ("can I still hint in the final round", "deck's empty, are clues allowed", "last turn, can I give info"),
        "fr": (
            "je peux encore donner un indice au dernier tour ?",
            "pioche vide, les indices sont permis ?",
            "dernier tour, je peux donner une info",
        ),
        "es": (
            "puedo dar pista en la ultima ronda?",
            "mazo vacio, se pueden dar pistas?",
            "ultimo turno, puedo dar informacion",
        ),
        "zh-Hant": ("最後一輪還能給提示嗎", "牌堆空了可以提示嗎", "最後一回合能給資訊嗎"),
    },
    "hanabi.faq.draw-after-clue": {
        "en": ("do I pick up a card after hinting", "gave a hint, do I draw now", "does giving info refill my hand"),
        "fr": (
            "je pioche apres avoir donne un indice ?",
            "j'ai donne un indice, je prends une carte ?",
            "donner un indice fait piocher ?",
        ),
        "es": ("robo una carta despues de dar pista?", "di una pista, ahora robo?", "dar pista hace robar?"),
        "zh-Hant": ("給完提示要抽牌嗎", "提示之後補牌嗎", "給提示會抽一張嗎"),
    },
    "hanabi.faq.who-gets-a-clue": {
        "en": (
            "can one hint go to two players",
            "can I hint everyone at once",
            "hint to myself or to the whole table?",
        ),
        "fr": (
            "un indice peut aller a deux joueurs ?",
            "je peux indiquer tout le monde d'un coup ?",
            "indice pour moi ou pour toute la table ?",
        ),
        "es": (
            "una pista puede ir a dos jugadores?",
            "puedo dar pista a todos a la vez?",
            "pista para mi o para toda la mesa?",
        ),
        "zh-Hant": ("一個提示可以給兩個人嗎", "可以一次提示所有人嗎", "提示給自己或全桌可以嗎"),
    },
    "hanabi.faq.play-unknown-card": {
        "en": ("can I play a card nobody hinted", "blind play allowed?", "can I just guess and play a random card"),
        "fr": (
            "je peux jouer une carte sans indice ?",
            "jouer a l'aveugle c'est permis ?",
            "je peux tenter une carte au hasard",
        ),
        "es": ("puedo jugar una carta sin pista?", "se puede jugar a ciegas?", "puedo arriesgar con una carta al azar"),
        "zh-Hant": ("沒被提示的牌可以出嗎", "可以盲出嗎", "能隨便猜一張出嗎"),
    },
    "hanabi.faq.multicolour": {
        "en": ("how does rainbow work", "explain the 6 colour variants", "what changes with multicolour"),
        "fr": (
            "comment marche l'arc-en-ciel",
            "explique les variantes a 6 couleurs",
            "qu'est-ce qui change avec le multicolore",
        ),
        "es": ("como funciona el arcoiris", "explica las variantes de 6 colores", "que cambia con el multicolor"),
        "zh-Hant": ("彩虹怎麼玩", "解釋六種顏色的變體", "多彩色有什麼不同"),
    },
    "hanabi.faq.indispensable-card": {
        "en": (
            "what counts as a critical card",
            "what's an indispensable card",
            "which cards can't we lose in bouquet",
        ),
        "fr": (
            "c'est quoi une carte critique",
            "c'est quoi une carte indispensable",
            "quelles cartes on peut pas perdre en bouquet",
        ),
        "es": ("que es una carta critica", "que es una carta indispensable", "que cartas no podemos perder en traca"),
        "zh-Hant": ("什麼是關鍵牌", "不可或缺的牌是指什麼", "終極煙火哪些牌不能丟"),
    },
    "hanabi.faq.rating-scale": {
        "en": ("we scored 14, is that any good", "what does 22 points mean", "score ranks from worst to best"),
        "fr": ("on a fait 14, c'est bien ?", "22 points ca veut dire quoi", "les rangs de score du pire au meilleur"),
        "es": ("sacamos 14, esta bien?", "que significa 22 puntos", "rangos de puntuacion de peor a mejor"),
        "zh-Hant": ("我們拿14分算好嗎", "22分代表什麼", "分數等級從差到好"),
    },
    "hanabi.faq.bouquet-no-cards": {
        "en": (
            "bouquet final I ran out of cards",
            "what if nobody can move in bouquet final",
            "expert mode hand empty, skipped?",
        ),
        "fr": (
            "bouquet final j'ai plus de cartes",
            "et si personne peut jouer en bouquet final",
            "mode expert main vide, on me saute ?",
        ),
        "es": (
            "traca final me quede sin cartas",
            "y si nadie puede jugar en traca final",
            "modo experto mano vacia, me saltan?",
        ),
        "zh-Hant": ("終極煙火我沒牌了", "終極煙火沒人能動怎麼辦", "專家模式手牌空了會被跳過嗎"),
    },
    "hanabi.tip.watch-the-discard": {
        "en": (
            "any tips for playing better",
            "how do I figure out which cards are safe to throw",
            "how do I know if a card is the last one",
        ),
        "fr": (
            "des conseils pour mieux jouer",
            "comment savoir quelles cartes je peux jeter",
            "comment savoir si c'est la derniere copie",
        ),
        "es": (
            "algun consejo para jugar mejor",
            "como se que cartas puedo tirar sin riesgo",
            "como saber si es la ultima copia",
        ),
        "zh-Hant": ("有什麼技巧可以玩得更好", "怎麼知道哪些牌可以安全丟", "怎麼知道這張是不是最後一張"),
    },
}
