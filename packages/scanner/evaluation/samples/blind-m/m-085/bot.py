import os

from dotenv import load_dotenv
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import Application, CallbackQueryHandler, CommandHandler, ContextTypes

load_dotenv()
TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]


async def start(update: Update, ctx: ContextTypes.DEFAULT_TYPE):
    kb = InlineKeyboardMarkup([[InlineKeyboardButton("Help", callback_data="help")]])
    await update.message.reply_text("Hi! I can remind you of things. Try /remind 10 stretch", reply_markup=kb)


async def help_cmd(update: Update, ctx: ContextTypes.DEFAULT_TYPE):
    await update.effective_message.reply_text("/remind <minutes> <text> – I'll message you later.")


async def remind(update: Update, ctx: ContextTypes.DEFAULT_TYPE):
    try:
        minutes = int(ctx.args[0])
        text = " ".join(ctx.args[1:]) or "reminder"
    except (IndexError, ValueError):
        await update.message.reply_text("Usage: /remind <minutes> <text>")
        return
    chat_id = update.effective_chat.id
    ctx.job_queue.run_once(lambda c: c.bot.send_message(chat_id, f"⏰ {text}"), minutes * 60)
    await update.message.reply_text(f"OK, in {minutes} min.")


async def on_button(update: Update, ctx: ContextTypes.DEFAULT_TYPE):
    await update.callback_query.answer()
    await help_cmd(update, ctx)


def main():
    app = Application.builder().token(TOKEN).build()
    app.add_handler(CommandHandler("start", start))
    app.add_handler(CommandHandler("help", help_cmd))
    app.add_handler(CommandHandler("remind", remind))
    app.add_handler(CallbackQueryHandler(on_button))
    app.run_polling()


if __name__ == "__main__":
    main()
