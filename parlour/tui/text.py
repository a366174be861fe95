"""The terminal's own sentences (any game), in the four languages."""

from __future__ import annotations

from typing import Any

from parlour.engine.i18n import register, translate

TUI: dict[str, dict[str, str]] = {
    "tui.default-name": {"en": "Player", "fr": "Joueur", "es": "Jugador", "zh-Hant": "玩家"},
    "tui.bot-name": {"en": "{name} (bot)", "fr": "{name} (bot)", "es": "{name} (bot)", "zh-Hant": "{name}（機器人）"},
    "tui.unknown-command": {
        "en": "Unknown command {command!r}. Type help to see the commands.",
        "fr": "Commande inconnue {command!r}. Tape help pour voir les commandes.",
        "es": "Orden desconocida {command!r}. Escribe help para ver las órdenes.",
        "zh-Hant": "未知指令 {command!r}。輸入 help 查看指令。",
    },
    "tui.illegal": {
        "en": "Not allowed [{rule}]: {text}",
        "fr": "Interdit [{rule}] : {text}",
        "es": "No permitido [{rule}]: {text}",
        "zh-Hant": "不允許 [{rule}]：{text}",
    },
    "tui.bad-input": {
        "en": "Not understood: {text}",
        "fr": "Incompris : {text}",
        "es": "No entendido: {text}",
        "zh-Hant": "無法理解：{text}",
    },
    "tui.nothing-changed": {
        "en": "Nothing was changed; try again.",
        "fr": "Rien n'a changé ; essaie encore.",
        "es": "No ha cambiado nada; inténtalo de nuevo.",
        "zh-Hant": "沒有任何改變；請再試一次。",
    },
    "tui.rule-more": {
        "en": "Type rules {rule} to read this rule and its source.",
        "fr": "Tape regles {rule} pour lire cette règle et sa source.",
        "es": "Escribe reglas {rule} para leer esta regla y su fuente.",
        "zh-Hant": "輸入「規則 {rule}」可閱讀這條規則及其出處。",
    },
    "tui.help.help": {
        "en": "help (or h, ?): show this list",
        "fr": "help (ou h, ?, aide) : afficher cette liste",
        "es": "help (o h, ?, ayuda): mostrar esta lista",
        "zh-Hant": "help（或 h、?、說明）：顯示這份清單",
    },
    "tui.help.log": {
        "en": "log (or l): the whole game log",
        "fr": "log (ou l, journal) : tout le journal de la partie",
        "es": "log (o l, registro): todo el registro de la partida",
        "zh-Hant": "log（或 l、紀錄）：整局遊戲的紀錄",
    },
    "tui.help.rules": {
        "en": "rules QUESTION: ask the rules (e.g. rules can I discard with 8 tokens?)",
        "fr": "regles QUESTION : demander aux règles (p. ex. regles peut-on défausser avec 8 jetons ?)",
        "es": "reglas PREGUNTA: preguntar a las reglas (p. ej. reglas ¿puedo descartar con 8 fichas?)",
        "zh-Hant": "規則 問題：查詢規則（例如：規則 8 個標記時可以棄牌嗎？）",
    },
    "tui.rules.how": {
        "en": "Type rules followed by your question; `parlour rules show {game}` prints all the rules.",
        "fr": "Tape regles suivi de ta question ; `parlour rules show {game}` affiche toutes les règles.",
        "es": "Escribe reglas seguido de tu pregunta; `parlour rules show {game}` muestra todas las reglas.",
        "zh-Hant": "輸入「規則」加上你的問題；`parlour rules show {game}` 會列出全部規則。",
    },
    "tui.help.table": {
        "en": "table (or t): draw the table again",
        "fr": "table (ou t) : redessiner la table",
        "es": "table (o t): volver a dibujar la mesa",
        "zh-Hant": "table（或 t）：重新顯示牌桌",
    },
    "tui.help.quit": {
        "en": "quit (or q, Ctrl-D): leave the game",
        "fr": "quit (ou q, quitter, Ctrl-D) : quitter la partie",
        "es": "quit (o q, salir, Ctrl-D): abandonar la partida",
        "zh-Hant": "quit（或 q、離開、Ctrl-D）：離開遊戲",
    },
    "tui.prompt": {"en": "Your move", "fr": "Ton coup", "es": "Tu jugada", "zh-Hant": "你的行動"},
    "tui.help.title": {"en": "Commands", "fr": "Commandes", "es": "Órdenes", "zh-Hant": "指令"},
    "tui.game-over": {"en": "Game over", "fr": "Partie terminée", "es": "Partida terminada", "zh-Hant": "遊戲結束"},
    "tui.log.empty": {
        "en": "No move yet.",
        "fr": "Aucun coup pour l'instant.",
        "es": "Todavía no hay jugadas.",
        "zh-Hant": "尚無行動。",
    },
    "tui.log.title": {
        "en": "Game log",
        "fr": "Journal de la partie",
        "es": "Registro de la partida",
        "zh-Hant": "遊戲紀錄",
    },
    "tui.bye": {
        "en": "You left the game.",
        "fr": "Tu as quitté la partie.",
        "es": "Has abandonado la partida.",
        "zh-Hant": "你離開了遊戲。",
    },
    "tui.interrupted": {
        "en": "Interrupted: the game stops here.",
        "fr": "Interrompu : la partie s'arrête ici.",
        "es": "Interrumpido: la partida se detiene aquí.",
        "zh-Hant": "已中斷：遊戲到此為止。",
    },
    "tui.saved": {
        "en": "Game saved to {path}.",
        "fr": "Partie enregistrée dans {path}.",
        "es": "Partida guardada en {path}.",
        "zh-Hant": "遊戲已存到 {path}。",
    },
    "tui.save-failed": {
        "en": "Could not save the game to {path}: {error}",
        "fr": "Impossible d'enregistrer la partie dans {path} : {error}",
        "es": "No se pudo guardar la partida en {path}: {error}",
        "zh-Hant": "無法將遊戲存到 {path}：{error}",
    },
    "tui.replay.title": {
        "en": "replay {turn}/{total}",
        "fr": "relecture {turn}/{total}",
        "es": "repetición {turn}/{total}",
        "zh-Hant": "重播 {turn}/{total}",
    },
    "tui.replay.spectator": {
        "en": "spectator",
        "fr": "spectateur",
        "es": "espectador",
        "zh-Hant": "觀戰",
    },
    "tui.replay.seat": {
        "en": "seen from {player}'s seat",
        "fr": "vu de la place de {player}",
        "es": "visto desde el asiento de {player}",
        "zh-Hant": "從 {player} 的座位觀看",
    },
    "tui.replay.keys": {
        "en": "Enter: next · b: back · a number: go to that turn · q: quit",
        "fr": "Entrée : suivant · b : retour · un nombre : aller à ce tour · q : quitter",
        "es": "Intro: siguiente · b: atrás · un número: ir a ese turno · q: salir",
        "zh-Hant": "Enter：下一步 · b：上一步 · 數字：跳到該回合 · q：離開",
    },
    "tui.replay.prompt": {"en": "Replay", "fr": "Relecture", "es": "Repetición", "zh-Hant": "重播"},
    "tui.replay.bad-key": {
        "en": "{typed!r}: press Enter, b, q or type a turn from 0 to {total}.",
        "fr": "{typed!r} : appuie sur Entrée, b, q ou tape un tour de 0 à {total}.",
        "es": "{typed!r}: pulsa Intro, b, q o escribe un turno del 0 al {total}.",
        "zh-Hant": "{typed!r}：請按 Enter、b、q，或輸入 0 到 {total} 的回合數。",
    },
    "tui.replay.end": {
        "en": "End of the record.",
        "fr": "Fin de l'enregistrement.",
        "es": "Fin del registro.",
        "zh-Hant": "紀錄結束。",
    },
}

register(TUI)


def t(key: str, lang: str, **params: Any) -> str:
    """`translate`, under the short name the terminal code uses."""
    return translate(key, lang, **params)
