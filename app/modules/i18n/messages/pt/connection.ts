import type en from "../en/connection";

export default {
  "connection.title": "Teste de conexão",
  "connection.intro":
    "Esta página verifica se o seu navegador executa o script do site e se o banco de dados e o serviço de login do site respondem.",
  "connection.checks": "Verificações",
  "connection.check.client": "Cliente",
  "connection.check.client.description": "Seu navegador executa o script desta página.",
  "connection.check.database": "Banco de dados",
  "connection.check.database.description": "O servidor conta os processadores no banco de dados.",
  "connection.check.auth": "Autenticação",
  "connection.check.auth.description": "O serviço de login verifica a sessão deste navegador.",
  "connection.status.checking": "Verificando...",
  "connection.status.connected": "Conectado",
  "connection.status.error": "Erro",
  "connection.cpuCount_one": "{count} processador no banco de dados",
  "connection.cpuCount_other": "{count} processadores no banco de dados",
  "connection.errorTitle": "Erro de conexão",
  "connection.unknownError": "Erro desconhecido",
  "connection.error.noDatabase":
    "O banco de dados não está conectado: o site está mostrando sua lista interna de processadores.",
  "connection.error.databaseQuery": "O banco de dados não respondeu à contagem de processadores.",
  "connection.error.authNoDatabase":
    "O serviço de login precisa do banco de dados, que não está conectado.",
  "connection.error.auth": "O serviço de login não respondeu.",
  "connection.checkAgain": "Verificar novamente",
  "connection.noScript":
    "O JavaScript está desativado ou bloqueado neste navegador, então a verificação do cliente não pode ser executada e fica em “Verificando...”. O servidor verificou o banco de dados e a autenticação ao enviar esta página:",
  "connection.meta.title": "Teste de conexão | CoreRank",
  "connection.meta.description":
    "Verifique se o CoreRank funciona no seu navegador: o script da página, o banco de dados de processadores e o serviço de login.",
  "connection.meta.keywords":
    "status do CoreRank, teste de conexão, status do banco de dados, diagnóstico",
} satisfies typeof en;
